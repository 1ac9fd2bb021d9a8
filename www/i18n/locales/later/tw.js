// @ts-check
/**
 * The texts of the parts of the game page loaded once the board takes moves
 * (www/app/later.js: matches, games by link, the recent-games and embed
 * dialogs) in Twi, loaded with them, not with the page; later/en.js has every
 * key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'recent.reopen': 'Bue',
  'recent.undated': 'Yɛnnim da no',
  'recent.unreadable': 'yɛntumi nsan nni',
  'recent.summary.oware': { one: 'Oware, anammɔn {count}, {south}–{north}', other: 'Oware, anammɔn {count}, {south}–{north}' },
  'recent.summary.ayoayo': { one: 'Ayoayo, anammɔn {count}, {south}–{north}', other: 'Ayoayo, anammɔn {count}, {south}–{north}' },

  'embed-dialog.iframe-title': 'Mancala dua',
  'embed-dialog.copied': 'Woafa bi',
  'embed-dialog.select': 'Woayi: mia Ctrl+C',

  'match.format.Antigua': 'Nea odi kan di nkunim 6 anaa odi anim 3 (Antigua)',
  'match.format.BestOf3': 'Nea ɔyɛ papa wɔ 3 mu',
  'match.format.BestOf5': 'Nea ɔyɛ papa wɔ 5 mu',
  'match.format.ThreeInARow': 'Nkunim mmiɛnsa a ɛtoatoa so (Yoruba)',
  'match.format.FirstTo5': 'Nea odi kan di nkunim 5 (Kumasi)',
  'match.opponent.computer': 'Kɔmputa · {level}',
  'match.opponent.person': 'Onipa a ɔwɔ mfiri yi so',
  'match.score': '{format}, agorɔ {round}: {first} ({firstSide}) {firstWins} – {secondWins} {second} ({secondSide})',
  'match.draws': { one: '(ɛyɛ pɛ {count})', other: '(ɛyɛ pɛ {count})' },
  'match.won': '{player} adi akansi no so nkunim!',
  'match.nextReady': 'Agorɔ {round} na ɛdi hɔ, na wɔbɛsesa afa.',
  'match.streak': { one: '{player} adi nkunim {count} a ɛtoatoa so.', other: '{player} adi nkunim {count} a ɛtoatoa so.' },
  'match.started': 'Akansi no afi aseɛ: Agorɔdini 1 di Anafo wɔ agorɔ 1 mu, na agorɔdifoɔ no sesa afa wɔ agorɔ biara mu.',
  'match.saveFailed': 'Yɛrentumi nkora akansi yi wɔ ha ({problem}), enti sɛ wosan bue krataafa no a, ɛbɛyera.',
  'match.finishFirst': 'Akansi bi rekɔ so: fi akansi no mu ansa na woafi agorɔ foforɔ ase anaa woabue bi.',
  'match.notCounted': 'Agorɔ yi antumi ammɛka akansi no ho: {reason}',
  'match.gameCounts': 'Agorɔ yi aka akansi no ho, enti wontumi nsan n’anammɔn no akyi bio.',
  'match.openFailed': 'Yɛantumi ammue {source} sɛ akansi: {reason} Biribiara nsesaeɛ.',
  'match.opened': 'Yɛabue akansi {source}.',
  'match.unreadable': 'Yɛantumi ankenkan akansi a wokoraa no ({problem}); yɛde asi nkyɛn, na w’agorɔ ne wo nhyehyɛeɛ nsesaeɛ.',
  'match.newer': 'Akansi a wokoraa no firi krataa yi nsusuiɛ a ɛyɛ foforɔ mu ({version}): yɛakora sɛdeɛ ɛte, ama saa nsusuiɛ no.',
  'match.left': 'Woafi akansi no mu.',
  'match.readFailed': 'Yɛantumi ankenkan {name}: {reason}',

  'link.peopleOnly': 'Nnipa baanu na wɔdi agorɔ a ɛfa link so: yi Onipa ma afa abien no nyinaa, na afei di na mena link no.',
  'link.keptUnreadable': 'Yɛantumi ankenkan agorɔ a ɛfa link so a wɔakora wɔ mfiri yi so, enti yɛrentumi mfa link yi ntoto ho nhwɛ. W’agorɔ nsesaeɛ.',
  'link.shareTitle': 'Mancala: ɛyɛ wo dea',
  'link.copied': 'Woafa link no: mena kɔma w’ɔtamfo, na ɔbɛdi na wasan de link aba.',
  'link.shared': 'Woamena link no: twɛn w’ɔtamfo link a ɔde bɛsan aba.',
  'link.copyBelow': 'Fa link a ɛwɔ aseɛ ha no na mena kɔma w’ɔtamfo.',
  'link.moveFirst': 'Di w’anammɔn kan, na afei mena link no.',
  'link.outputLabel': 'Link a wode bɛmena w’ɔtamfo',
  'link.damaged': 'Link yi asɛe anaa ɛnnwie (ne nhwehwɛmu nhyia): bisa bio. W’agorɔ nsesaeɛ.',
  'link.illegal': 'Yɛntumi nsan nni agorɔ a ɛwɔ link yi mu: {reason} Ebia wɔasesa. W’agorɔ nsesaeɛ.',
  'link.tampered': 'Link yi nkɔ so w’agorɔ: anammɔn {ply} ne wo dea nsɛ. Ebia wɔasesa; w’agorɔ nsesaeɛ.',
  'link.ownMove': 'Link yi de anammɔn bi a wonnii ka w’afa ({side}) ho: ebia wɔasesa. W’agorɔ nsesaeɛ.',
  'link.wrongTurn': 'Link yi yɛ {side} dea, nanso wɔ n’agorɔ mu no ɛyɛ {mover} dea sɛ odi: ebia wɔasesa. W’agorɔ nsesaeɛ.',
  'link.outOfOrder': 'Link yi nyɛ foforɔ nsene w’agorɔ (anammɔn {linkPlies} wɔ mu, wo dea {storedPlies}): bue link a ɛtwa toɔ a w’ɔtamfo menaeɛ. W’agorɔ nsesaeɛ.',
  'link.otherSide': 'Link yi yɛ ma nea ɔdi {side}, nanso wɔ mfiri yi so wodi {mine} wɔ agorɔ yi mu: mena kɔma w’ɔtamfo. W’agorɔ nsesaeɛ.',
  'link.received': 'Agorɔ a ɛfa link so: wodi {side}. W’ɔtamfo dii {move}; ɛyɛ wo dea.',
  'link.notYourSide': 'Wɔ agorɔ yi a ɛfa link so mu wodi {side}: twɛn w’ɔtamfo link.',
  'link.saveFailed': 'Yɛrentumi nkora agorɔ yi a ɛfa link so wɔ ha ({problem}).',
};
