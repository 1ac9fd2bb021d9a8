// @ts-check
/**
 * The game review's and the analysis' texts in Mongolian, loaded with them
 * (www/review/panel.js), not with the page; review/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'review.progress': '{done}/{total} байрлалыг дүгнэж байна…',
  'review.cancelled': 'Дүгнэлтийг цуцаллаа.',
  'review.failed': 'Дүгнэлт зогслоо: {reason}',
  'review.no-moves': 'Дүгнэх нүүдэл одоогоор алга.',
  'review.game-changed': 'Тоглоом өөрчлөгдсөн тул дүгнэлт зогслоо.',
  'review.none': 'Эхлээд тоглоомыг дүгнээрэй: үнэлгээ одоогоор алга.',
  'review.graph-label': 'Үнэлгээний график: Зүүн, Баруун нүүдлүүдээр явна, Home, End эхлэл ба төгсгөл рүү очно, E үнэлгээг хэлнэ',
  'review.eval.even': 'байрлал тэнцүү',
  'review.eval.ahead.south': { one: 'Өмнөд {count} үрээр тэргүүлж байна', other: 'Өмнөд {count} үрээр тэргүүлж байна' },
  'review.eval.ahead.north': { one: 'Хойд {count} үрээр тэргүүлж байна', other: 'Хойд {count} үрээр тэргүүлж байна' },
  'review.eval.won.south': 'Сайн тоглолтоор Өмнөд ялна',
  'review.eval.won.north': 'Сайн тоглолтоор Хойд ялна',
  'review.eval.at': '{position}: {evaluation}.',
  'review.at-start': 'Эхэнд',
  'review.at-move': '{move} нүүдлийн дараа',
  'review.summary.said': '{side}: нарийвчлал {accuracy} %, {marks}.',
  'review.count.inaccuracy': { one: '{count} бага алдаа', other: '{count} бага алдаа' },
  'review.count.mistake': { one: '{count} алдаа', other: '{count} алдаа' },
  'review.count.blunder': { one: '{count} ноцтой алдаа', other: '{count} ноцтой алдаа' },
  'review.percent': '{value} %',
  'review.no-marks': 'Бага алдаа, алдаа, ноцтой алдаа алга.',
  'review.mark.inaccuracy': 'бага алдаа',
  'review.mark.mistake': 'алдаа',
  'review.mark.blunder': 'ноцтой алдаа',
  'review.item': { one: '{side}, {mark}: {count} үр алдсан. {better}', other: '{side}, {mark}: {count} үр алдсан. {better}' },
  'analysis.looking': 'Байрлалыг шинжилж байна…',
  'analysis.failed': 'Шинжилгээ зогслоо: {reason}',
  'analysis.over': 'Энэ байрлалд тоглоом дууссан: шинжлэх зүйл алга.',
  'analysis.bar': 'Үнэлгээний зурвас: {evaluation}',
  'analysis.moves-for.south': 'Өмнөдийн хамгийн сайн нүүдлүүд (оноо Өмнөдийн үрээр)',
  'analysis.moves-for.north': 'Хойдын хамгийн сайн нүүдлүүд (оноо Хойдын үрээр)',
  'analysis.move': '{pit}: {score}. Хувилбар: {line}',
  'analysis.score.seeds': { one: '{score} үр', other: '{score} үр' },
  'analysis.score.wins': 'ялна',
  'analysis.score.loses': 'ялагдана',
  'analysis.play-line': 'Хувилбарыг тоглох',
};
