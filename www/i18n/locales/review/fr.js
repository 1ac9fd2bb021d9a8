// @ts-check
/**
 * The game review's and the analysis' texts in French, loaded with them
 * (www/review/panel.js), not with the page; review/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'review.progress': 'Revue de la position {done} sur {total}…',
  'review.cancelled': 'Revue annulée.',
  'review.failed': 'La revue s’est arrêtée : {reason}',
  'review.no-moves': 'Il n’y a encore aucun coup à revoir.',
  'review.game-changed': 'La partie a changé, la revue s’est donc arrêtée.',
  'review.none': 'Revoyez d’abord la partie : il n’y a pas encore d’évaluation.',
  'review.graph-label': 'Graphique d’évaluation : Gauche et Droite parcourent les coups, Début et Fin vont au départ et à la fin, E dit l’évaluation',
  'review.eval.even': 'la position est équilibrée',
  'review.eval.ahead.south': { one: 'Sud mène de {count} graine', many: 'Sud mène de {count} de graines', other: 'Sud mène de {count} graines' },
  'review.eval.ahead.north': { one: 'Nord mène de {count} graine', many: 'Nord mène de {count} de graines', other: 'Nord mène de {count} graines' },
  'review.eval.won.south': 'Sud gagne en jouant au mieux',
  'review.eval.won.north': 'Nord gagne en jouant au mieux',
  'review.eval.at': '{position} : {evaluation}.',
  'review.at-start': 'Au départ',
  'review.at-move': 'Après {move}',
  'review.summary.said': '{side} : précision {accuracy} %, {marks}.',
  'review.count.inaccuracy': { one: '{count} imprécision', many: '{count} d’imprécisions', other: '{count} imprécisions' },
  'review.count.mistake': { one: '{count} erreur', many: '{count} d’erreurs', other: '{count} erreurs' },
  'review.count.blunder': { one: '{count} gaffe', many: '{count} de gaffes', other: '{count} gaffes' },
  'review.percent': '{value} %',
  'review.no-marks': 'Aucune imprécision, erreur ou gaffe.',
  'review.mark.inaccuracy': 'imprécision',
  'review.mark.mistake': 'erreur',
  'review.mark.blunder': 'gaffe',
  'review.item': { one: '{side}, {mark} : {count} graine perdue. {better}', many: '{side}, {mark} : {count} de graines perdues. {better}', other: '{side}, {mark} : {count} graines perdues. {better}' },
  'analysis.looking': 'Analyse de la position…',
  'analysis.failed': 'L’analyse s’est arrêtée : {reason}',
  'analysis.over': 'La partie est finie dans cette position : il n’y a rien à analyser.',
  'analysis.bar': 'Barre d’évaluation : {evaluation}',
  'analysis.moves-for.south': 'Meilleurs coups pour Sud (scores en graines pour Sud)',
  'analysis.moves-for.north': 'Meilleurs coups pour Nord (scores en graines pour Nord)',
  'analysis.move': '{pit} : {score}. Suite : {line}',
  'analysis.score.seeds': { one: '{score} graine', many: '{score} de graines', other: '{score} graines' },
  'analysis.score.wins': 'gagne',
  'analysis.score.loses': 'perd',
  'analysis.play-line': 'Jouer la suite',
};
