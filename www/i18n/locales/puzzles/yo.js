// @ts-check
/**
 * The Puzzles section's texts in Yoruba, loaded with the section
 * (www/puzzles/view.js), not with the page; puzzles/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'puzzles.heading': 'Àdììtú',
  'puzzles.rating': 'Ìdíwọ̀n rẹ: {rating}',
  'puzzles.streak': 'Ìtẹ̀léra: {streak} (èyí tó ga jù {best})',
  'puzzles.prompt': { other: '{side} ló kàn: wá ìgbésẹ̀ tí yóò kó ọmọ ayò {count}. Ìdíwọ̀n àdììtú yìí: {rating}.' },
  'puzzles.loading': 'A ń gbé àwọn àdììtú wọlé…',
  'puzzles.load-failed': 'A kò lè gbé àwọn àdììtú wọlé: {reason}',
  'puzzles.hint-button': 'Ìmọ̀ràn',
  'puzzles.solution-button': 'Fi ojútùú hàn',
  'puzzles.retry': 'Gbìyànjú lẹ́ẹ̀kan sí i',
  'puzzles.next': 'Àdììtú tó kàn',
  'puzzles.hint': 'Ìmọ̀ràn: ta ihò {pit}, tí a sàmì sí lórí ọpọ́n.',
  'puzzles.keep-going': 'Ó tọ̀nà: {move}. Ìdáhùn jẹ́ {reply}; wá ìgbésẹ̀ tó kàn.',
  'puzzles.solved': 'O ti yanjú rẹ̀! Ìdíwọ̀n rẹ báyìí jẹ́ {rating}.',
  'puzzles.solved-again': 'O yanjú rẹ̀ ní ìgbìyànjú mìíràn: ìdíwọ̀n rẹ ṣì jẹ́ {rating}.',
  'puzzles.solved-helped': 'O yanjú rẹ̀ pẹ̀lú ìmọ̀ràn: ìdíwọ̀n rẹ kò yí padà.',
  'puzzles.wrong': { other: 'Kì í ṣe {move}: ó pàdánù ọmọ ayò {count} ju ìgbésẹ̀ tó dára jù lọ, gẹ́gẹ́ bí ìdáhùn {reply} ṣe fihàn.' },
  'puzzles.wrong-ends': { other: 'Kì í ṣe {move}: ó parí eré, ó sì pàdánù ọmọ ayò {count} ju ìgbésẹ̀ tó dára jù lọ.' },
  'puzzles.rating-now': 'Ìdíwọ̀n rẹ báyìí jẹ́ {rating}.',
  'puzzles.solution': 'Ojútùú náà: {moves}.',
  'puzzles.progress-unreadable': 'A kò lè ka ìlọsíwájú àdììtú rẹ ({problem}), nítorí náà ó bẹ̀rẹ̀ lákọ̀tun.',
  'puzzles.progress-newer': 'Ìlọsíwájú àdììtú rẹ wá láti ẹ̀dà tuntun ojú-ìwé yìí ({version}): a pa á mọ́ bó ṣe wà, fún ẹ̀dà yẹn, ó sì bẹ̀rẹ̀ lákọ̀tun níbí.',
  'puzzles.save-failed': 'A kò lè tọ́jú ìlọsíwájú àdììtú rẹ síbí ({problem}).',
};
