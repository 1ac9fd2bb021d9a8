// @ts-check
/**
 * The game review's and the analysis' texts in Yoruba, loaded with them
 * (www/review/panel.js), not with the page; review/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'review.progress': 'A ń ṣàyẹ̀wò ipò {done} nínú {total}…',
  'review.cancelled': 'A ti fagilé àyẹ̀wò náà.',
  'review.failed': 'Àyẹ̀wò náà dúró: {reason}',
  'review.no-moves': 'Kò tíì sí ìgbésẹ̀ kankan láti ṣàyẹ̀wò.',
  'review.game-changed': 'Eré náà yí padà, nítorí náà àyẹ̀wò dúró.',
  'review.none': 'Ṣàyẹ̀wò eré náà kọ́kọ́: kò tíì sí ìdíyelé.',
  'review.graph-label': 'Àwòrán ìdíyelé: Òsì àti Ọ̀tún ń lọ láàárín àwọn ìgbésẹ̀, Home àti End ń lọ sí ìbẹ̀rẹ̀ àti òpin, E ń sọ ìdíyelé',
  'review.eval.even': 'ipò náà dọ́gba',
  'review.eval.ahead.south': { other: 'Gúúsù ti léwájú pẹ̀lú ọmọ ayò {count}' },
  'review.eval.ahead.north': { other: 'Àríwá ti léwájú pẹ̀lú ọmọ ayò {count}' },
  'review.eval.won.south': 'Gúúsù máa ṣẹ́gun tí ó bá ṣeré dáadáa',
  'review.eval.won.north': 'Àríwá máa ṣẹ́gun tí ó bá ṣeré dáadáa',
  'review.eval.at': '{position}: {evaluation}.',
  'review.at-start': 'Ní ìbẹ̀rẹ̀',
  'review.at-move': 'Lẹ́yìn {move}',
  'review.summary.said': '{side}: ìpéye {accuracy} %, {marks}.',
  'review.count.inaccuracy': { other: 'àìpéye {count}' },
  'review.count.mistake': { other: 'àṣìṣe {count}' },
  'review.count.blunder': { other: 'àṣìṣe ńlá {count}' },
  'review.percent': '{value} %',
  'review.no-marks': 'Kò sí àìpéye, àṣìṣe tàbí àṣìṣe ńlá.',
  'review.mark.inaccuracy': 'àìpéye',
  'review.mark.mistake': 'àṣìṣe',
  'review.mark.blunder': 'àṣìṣe ńlá',
  'review.item': { other: '{side}, {mark}: ọmọ ayò {count} sọnù. {better}' },
  'analysis.looking': 'A ń tú ipò náà palẹ̀…',
  'analysis.failed': 'Ìtúpalẹ̀ náà dúró: {reason}',
  'analysis.over': 'Eré ti parí ní ipò yìí: kò sí nǹkan láti tú palẹ̀.',
  'analysis.bar': 'Ọ̀pá ìdíyelé: {evaluation}',
  'analysis.moves-for.south': 'Àwọn ìgbésẹ̀ tó dára jù fún Gúúsù (àmì ní ọmọ ayò fún Gúúsù)',
  'analysis.moves-for.north': 'Àwọn ìgbésẹ̀ tó dára jù fún Àríwá (àmì ní ọmọ ayò fún Àríwá)',
  'analysis.move': '{pit}: {score}. Ọ̀nà: {line}',
  'analysis.score.seeds': { other: 'ọmọ ayò {score}' },
  'analysis.score.wins': 'ó ṣẹ́gun',
  'analysis.score.loses': 'ó pàdánù',
  'analysis.play-line': 'Ṣe ọ̀nà náà',
};
