// @ts-check
/**
 * The Puzzles section's texts in French, loaded with the section
 * (www/puzzles/view.js), not with the page; puzzles/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'puzzles.heading': 'Problèmes',
  'puzzles.rating': 'Votre classement : {rating}',
  'puzzles.streak': 'Série : {streak} (record {best})',
  'puzzles.prompt': { one: '{side} joue : trouvez le coup qui gagne {count} graine. Problème classé {rating}.', many: '{side} joue : trouvez le coup qui gagne {count} de graines. Problème classé {rating}.', other: '{side} joue : trouvez le coup qui gagne {count} graines. Problème classé {rating}.' },
  'puzzles.loading': 'Chargement des problèmes…',
  'puzzles.load-failed': 'Impossible de charger les problèmes : {reason}',
  'puzzles.hint-button': 'Conseil',
  'puzzles.solution-button': 'Voir la solution',
  'puzzles.retry': 'Réessayer',
  'puzzles.next': 'Problème suivant',
  'puzzles.hint': 'Conseil : jouez la case {pit}, marquée sur le plateau.',
  'puzzles.keep-going': 'Bien : {move}. La réponse a été {reply} ; trouvez le coup suivant.',
  'puzzles.solved': 'Résolu ! Votre classement est maintenant {rating}.',
  'puzzles.solved-again': 'Résolu à un autre essai : votre classement reste {rating}.',
  'puzzles.solved-helped': 'Résolu avec un conseil : votre classement ne change pas.',
  'puzzles.wrong': { one: 'Pas {move} : ce coup perd {count} graine par rapport au meilleur, comme le montre la réponse {reply}.', many: 'Pas {move} : ce coup perd {count} de graines par rapport au meilleur, comme le montre la réponse {reply}.', other: 'Pas {move} : ce coup perd {count} graines par rapport au meilleur, comme le montre la réponse {reply}.' },
  'puzzles.wrong-ends': { one: 'Pas {move} : ce coup termine la partie et perd {count} graine par rapport au meilleur.', many: 'Pas {move} : ce coup termine la partie et perd {count} de graines par rapport au meilleur.', other: 'Pas {move} : ce coup termine la partie et perd {count} graines par rapport au meilleur.' },
  'puzzles.rating-now': 'Votre classement est maintenant {rating}.',
  'puzzles.solution': 'La solution : {moves}.',
  'puzzles.progress-unreadable': 'Votre progression aux problèmes était illisible ({problem}) : elle repart de zéro.',
  'puzzles.progress-newer': 'Votre progression aux problèmes vient d’une version plus récente de cette page ({version}) : elle est gardée telle quelle, pour cette version, et repart de zéro ici.',
  'puzzles.save-failed': 'Votre progression aux problèmes ne peut pas être gardée ici ({problem}).',
};
