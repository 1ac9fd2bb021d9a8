// @ts-check
/**
 * The endgame trainer's texts in French (www/endgames/view.js). Loaded
 * with the section, not with the page; locales/endgames/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'endgames.title': 'Finales',
  'endgames.intro': 'Il reste peu de graines, et les tables de finales connaissent le résultat de chaque plateau de 12 graines ou moins. Jouez la position jusqu’au bout contre une défense parfaite : l’entraîneur vous dit aussitôt si un coup laisse échapper votre résultat.',
  'endgames.level': { one: '{count} graine', many: '{count} de graines', other: '{count} graines' },
  'endgames.level-progress': { one: '{done} sur {count} résolue', many: '{done} sur {count} résolues', other: '{done} sur {count} résolues' },
  'endgames.count': 'Position {index} sur {count}',
  'endgames.heading': { one: '{game} : {count} graine sur le plateau', many: '{game} : {count} de graines sur le plateau', other: '{game} : {count} graines sur le plateau' },
  'endgames.goal.win': 'Vous êtes Sud, au trait. Gagnez : en jouant au mieux, vous le pouvez.',
  'endgames.goal.draw': 'Vous êtes Sud, au trait. Tenez la nulle : en jouant au mieux, vous le pouvez.',
  'endgames.preparing': 'Préparation des tables de finales ({layer} sur {count})…',
  'endgames.tables-failed': 'Impossible de préparer les tables de finales : {reason}',
  'endgames.kept': 'Bien : {result} vous reste acquise.',
  'endgames.reply': 'Votre adversaire a répondu par la case {pit}.',
  'endgames.thrown-verdict': 'Ce coup laisse échapper le résultat.',
  'endgames.thrown': 'Avant ce coup, le meilleur jeu vous donnait {before} ; après lui, le mieux que vous puissiez vous assurer est {after}. Annulez-le et cherchez encore.',
  'endgames.result.win': { one: 'une victoire par {count} graine d’écart', many: 'une victoire par {count} de graines d’écart', other: 'une victoire par {count} graines d’écart' },
  'endgames.result.draw': 'une partie nulle',
  'endgames.result.loss': { one: 'une défaite par {count} graine d’écart', many: 'une défaite par {count} de graines d’écart', other: 'une défaite par {count} graines d’écart' },
  'endgames.solved': 'Résolu.',
  'endgames.not-solved': 'Non résolu.',
  'endgames.over.win': 'Vous avez gagné, {south} à {north}.',
  'endgames.over.draw': 'Partie nulle, {south} à {north}.',
  'endgames.over.loss': 'Vous avez perdu, {south} à {north}.',
  'endgames.hint-text': 'Les tables jouent la case {pit}.',
  'endgames.hint': 'Conseil',
  'endgames.undo': 'Annuler le coup',
  'endgames.again': 'Recommencer',
  'endgames.next': 'Position suivante',
  'endgames.progress-unreadable': 'Votre progression dans les finales n’a pas pu être lue : elle reprend à zéro.',
  'endgames.progress-newer': 'Votre progression dans les finales vient d’une version plus récente de cette page ({version}) : elle est gardée telle quelle, pour cette version, et reprend à zéro ici.',
  'endgames.save-failed': 'Votre progression dans les finales ne peut pas être gardée ici ({reason}).',
};
