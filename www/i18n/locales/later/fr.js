// @ts-check
/**
 * The texts of the parts of the game page loaded once the board takes moves
 * (www/app/later.js: matches, games by link, the recent-games and embed
 * dialogs) in French, loaded with them, not with the page; later/en.js has
 * every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'recent.reopen': 'Ouvrir',
  'recent.undated': 'Date inconnue',
  'recent.unreadable': 'ne peut pas être rejouée',
  'recent.summary.oware': { one: 'Oware, {count} coup, {south}–{north}', many: 'Oware, {count} de coups, {south}–{north}', other: 'Oware, {count} coups, {south}–{north}' },
  'recent.summary.ayoayo': { one: 'Ayoayo, {count} coup, {south}–{north}', many: 'Ayoayo, {count} de coups, {south}–{north}', other: 'Ayoayo, {count} coups, {south}–{north}' },

  'embed-dialog.iframe-title': 'Plateau de mancala',
  'embed-dialog.copied': 'Copié',
  'embed-dialog.select': 'Sélectionné : appuyez sur Ctrl+C',

  'match.format.Antigua': 'Premier à 6 victoires ou 3 d’avance (Antigua)',
  'match.format.BestOf3': 'Au meilleur des 3',
  'match.format.BestOf5': 'Au meilleur des 5',
  'match.format.ThreeInARow': 'Trois victoires d’affilée (yoruba)',
  'match.format.FirstTo5': 'Premier à 5 victoires (Kumasi)',
  'match.opponent.computer': 'Ordinateur · {level}',
  'match.opponent.person': 'Une personne sur cet appareil',
  'match.score': '{format}, partie {round} : {first} ({firstSide}) {firstWins} – {secondWins} {second} ({secondSide})',
  'match.draws': { one: '({count} nulle)', many: '({count} de nulles)', other: '({count} nulles)' },
  'match.won': '{player} gagne le match !',
  'match.nextReady': 'La partie {round} est la suivante, côtés inversés.',
  'match.streak': { one: '{player} a {count} victoire d’affilée.', many: '{player} a {count} de victoires d’affilée.', other: '{player} a {count} victoires d’affilée.' },
  'match.started': 'Match commencé : le joueur 1 joue Sud dans la partie 1, et les joueurs changent de côté à chaque partie.',
  'match.saveFailed': 'Ce match ne peut pas être enregistré ici ({problem}) : il sera perdu si la page est rechargée.',
  'match.finishFirst': 'Un match est en cours : quittez-le avant de commencer ou d’ouvrir une autre partie.',
  'match.notCounted': 'Cette partie n’a pas pu compter dans le match : {reason}',
  'match.gameCounts': 'Cette partie a compté dans le match : ses coups ne peuvent plus être annulés.',
  'match.openFailed': 'Impossible d’ouvrir {source} comme match : {reason} Rien n’a changé.',
  'match.opened': 'Match {source} ouvert.',
  'match.unreadable': 'Votre match enregistré est illisible ({problem}) ; il a été mis de côté, et votre partie et vos réglages n’ont pas changé.',
  'match.newer': 'Votre match enregistré vient d’une version plus récente de cette page ({version}) : il est gardé tel quel, pour cette version.',
  'match.left': 'Vous avez quitté le match.',
  'match.readFailed': 'Impossible de lire {name} : {reason}',

  'link.peopleOnly': 'Une partie par lien se joue à deux personnes : choisissez « Une personne » pour les deux côtés, puis jouez et envoyez le lien.',
  'link.keptUnreadable': 'La partie par lien gardée sur cet appareil est illisible : ce lien ne peut pas être vérifié. Votre partie n’a pas changé.',
  'link.shareTitle': 'Mancala : à vous de jouer',
  'link.copied': 'Lien copié : envoyez-le à votre adversaire, qui joue et vous renvoie un lien.',
  'link.shared': 'Lien envoyé : attendez le lien de retour de votre adversaire.',
  'link.copyBelow': 'Copiez le lien ci-dessous et envoyez-le à votre adversaire.',
  'link.moveFirst': 'Jouez d’abord votre coup, puis envoyez le lien.',
  'link.outputLabel': 'Lien à envoyer à votre adversaire',
  'link.damaged': 'Ce lien est abîmé ou tronqué (sa vérification ne correspond pas) : redemandez-le. Votre partie n’a pas changé.',
  'link.illegal': 'La partie de ce lien ne se rejoue pas : {reason} Elle a peut-être été modifiée. Votre partie n’a pas changé.',
  'link.tampered': 'Ce lien ne continue pas votre partie : le coup {ply} diffère du vôtre. Il a peut-être été modifié ; votre partie n’a pas changé.',
  'link.ownMove': 'Ce lien ajoute pour votre côté ({side}) un coup que vous n’avez pas joué : il a peut-être été modifié. Votre partie n’a pas changé.',
  'link.wrongTurn': 'Ce lien est pour {side}, mais dans sa partie c’est au tour de {mover} : il a peut-être été modifié. Votre partie n’a pas changé.',
  'link.outOfOrder': 'Ce lien n’est pas plus récent que votre partie (il a {linkPlies} coups, la vôtre {storedPlies}) : ouvrez le dernier lien envoyé par votre adversaire. Votre partie n’a pas changé.',
  'link.otherSide': 'Ce lien est pour le joueur de {side}, mais sur cet appareil vous jouez {mine} dans cette partie : envoyez-le à votre adversaire. Votre partie n’a pas changé.',
  'link.received': 'Partie par lien : vous jouez {side}. Votre adversaire a joué {move} ; à vous.',
  'link.notYourSide': 'Dans cette partie par lien, vous jouez {side} : attendez le lien de votre adversaire.',
  'link.saveFailed': 'Cette partie par lien ne peut pas être gardée ici ({problem}).',
};
