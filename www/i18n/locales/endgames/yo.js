// @ts-check
/**
 * The endgame trainer's texts in Yoruba (www/endgames/view.js). Loaded
 * with the section, not with the page; locales/endgames/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'endgames.title': 'Ìgbẹ̀yìn eré',
  'endgames.intro': 'Ọmọ ayò díẹ̀ ló kù, àwọn tábìlì ìgbẹ̀yìn eré sì mọ àbájáde gbogbo ọpọ́n tí ọmọ ayò orí rẹ̀ kò ju 12 lọ. Ṣeré láti ipò yìí dé òpin lòdì sí alátakò tí kì í ṣàṣìṣe: olùkọ́ náà yóò sọ fún ọ lẹ́sẹ̀kẹsẹ̀ bí ìgbésẹ̀ kan bá sọ àbájáde rẹ nù.',
  'endgames.level': { other: 'Ọmọ ayò {count}' },
  'endgames.level-progress': { other: 'O ti yanjú {done} nínú {count}' },
  'endgames.count': 'Ipò {index} nínú {count}',
  'endgames.heading': { other: '{game}: ọmọ ayò {count} lórí ọpọ́n' },
  'endgames.goal.win': 'Ìwọ ni Gúúsù, ìwọ ló sì kàn láti ta. Borí: o lè ṣe é tí o bá ṣeré dáadáa.',
  'endgames.goal.draw': 'Ìwọ ni Gúúsù, ìwọ ló sì kàn láti ta. Di ọ̀mì mú: o lè ṣe é tí o bá ṣeré dáadáa.',
  'endgames.preparing': 'A ń pèsè àwọn tábìlì ìgbẹ̀yìn eré ({layer} nínú {count})…',
  'endgames.tables-failed': 'A kò lè pèsè àwọn tábìlì ìgbẹ̀yìn eré: {reason}',
  'endgames.kept': 'Ó dára: {result} ṣì jẹ́ tìrẹ.',
  'endgames.reply': 'Alátakò rẹ fi ihò {pit} dáhùn.',
  'endgames.thrown-verdict': 'Ìgbésẹ̀ yẹn sọ àbájáde rẹ nù.',
  'endgames.thrown': 'Ṣáájú ìgbésẹ̀ yìí, {before} ni tìrẹ tí o bá ṣeré dáadáa; lẹ́yìn rẹ̀, èyí tó dára jù tí o lè rí dájú ni {after}. Dá a padà, kí o sì tún wò ó.',
  'endgames.result.win': { other: 'ìṣẹ́gun pẹ̀lú àlàfo ọmọ ayò {count}' },
  'endgames.result.draw': 'ọ̀mì',
  'endgames.result.loss': { other: 'ìpàdánù pẹ̀lú àlàfo ọmọ ayò {count}' },
  'endgames.solved': 'O ti yanjú rẹ̀.',
  'endgames.not-solved': 'O kò tíì yanjú rẹ̀.',
  'endgames.over.win': 'O borí, {south} sí {north}.',
  'endgames.over.draw': 'Ọ̀mì ni, {south} sí {north}.',
  'endgames.over.loss': 'O pàdánù eré náà, {south} sí {north}.',
  'endgames.hint-text': 'Àwọn tábìlì máa ta ihò {pit}.',
  'endgames.hint': 'Ìmọ̀ràn',
  'endgames.undo': 'Dá a padà',
  'endgames.again': 'Bẹ̀rẹ̀ lákọ̀tun',
  'endgames.next': 'Ipò tó kàn',
  'endgames.progress-unreadable': 'A kò lè ka ìlọsíwájú ìgbẹ̀yìn eré rẹ, nítorí náà ó bẹ̀rẹ̀ lákọ̀tun.',
  'endgames.progress-newer': 'Ìlọsíwájú ìgbẹ̀yìn eré rẹ wá láti ẹ̀dà tuntun ojú-ìwé yìí ({version}): a pa á mọ́ bó ṣe wà, fún ẹ̀dà yẹn, ó sì bẹ̀rẹ̀ lákọ̀tun níbí.',
  'endgames.save-failed': 'A kò lè pa ìlọsíwájú ìgbẹ̀yìn eré rẹ mọ́ níbí ({reason}).',
};
