// @ts-check
/**
 * The game review's and the analysis' texts in Twi, loaded with them
 * (www/review/panel.js), not with the page; review/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'review.progress': 'Yɛrehwehwɛ tebea {done} wɔ {total} mu…',
  'review.cancelled': 'Yɛagyae nhwehwɛmu no.',
  'review.failed': 'Nhwehwɛmu no agyina: {reason}',
  'review.no-moves': 'Anammɔn biara nni hɔ a yɛbɛhwehwɛ mu.',
  'review.game-changed': 'Agorɔ no asesa, enti nhwehwɛmu no agyina.',
  'review.none': 'Di kan hwehwɛ agorɔ no mu: nsusuiɛ biara nni hɔ.',
  'review.graph-label': 'Nsusuiɛ mfonini: Benkum ne Nifa fa anammɔn no mu, Home ne End kɔ mfitiaseɛ ne awieeɛ, E ka nsusuiɛ no',
  'review.eval.even': 'tebea no yɛ pɛ',
  'review.eval.ahead.south': { one: 'Anafo di kan aba {count}', other: 'Anafo di kan aba {count}' },
  'review.eval.ahead.north': { one: 'Atifi di kan aba {count}', other: 'Atifi di kan aba {count}' },
  'review.eval.won.south': 'Anafo bedi nkunim sɛ ɔde ne ho nyinaa di agorɔ a',
  'review.eval.won.north': 'Atifi bedi nkunim sɛ ɔde ne ho nyinaa di agorɔ a',
  'review.eval.at': '{position}: {evaluation}.',
  'review.at-start': 'Mfitiaseɛ',
  'review.at-move': 'Wɔ {move} akyi',
  'review.summary.said': '{side}: pɛpɛɛpɛ {accuracy} %, {marks}.',
  'review.count.inaccuracy': { one: 'mfomsoɔ ketewa {count}', other: 'mfomsoɔ nketewa {count}' },
  'review.count.mistake': { one: 'mfomsoɔ {count}', other: 'mfomsoɔ {count}' },
  'review.count.blunder': { one: 'mfomsoɔ kɛseɛ {count}', other: 'mfomsoɔ akɛseɛ {count}' },
  'review.percent': '{value} %',
  'review.no-marks': 'Mfomsoɔ biara nni hɔ.',
  'review.mark.inaccuracy': 'mfomsoɔ ketewa',
  'review.mark.mistake': 'mfomsoɔ',
  'review.mark.blunder': 'mfomsoɔ kɛseɛ',
  'review.item': { one: '{side}, {mark}: aba {count} ayera. {better}', other: '{side}, {mark}: aba {count} ayera. {better}' },
  'analysis.looking': 'Yɛrepensɛmpensɛm tebea no mu…',
  'analysis.failed': 'Mpensɛmpensɛmu no agyina: {reason}',
  'analysis.over': 'Agorɔ no aba awieeɛ wɔ tebea yi mu: biribiara nni hɔ a yɛbɛpensɛmpensɛm mu.',
  'analysis.bar': 'Nsusuiɛ dua: {evaluation}',
  'analysis.moves-for.south': 'Anammɔn a ɛyɛ papa ma Anafo (nkontaabu wɔ aba mu ma Anafo)',
  'analysis.moves-for.north': 'Anammɔn a ɛyɛ papa ma Atifi (nkontaabu wɔ aba mu ma Atifi)',
  'analysis.move': '{pit}: {score}. Ɔkwan: {line}',
  'analysis.score.seeds': { one: 'aba {score}', other: 'aba {score}' },
  'analysis.score.wins': 'ɛdi nkunim',
  'analysis.score.loses': 'ɛhwere',
  'analysis.play-line': 'Di ɔkwan no',
};
