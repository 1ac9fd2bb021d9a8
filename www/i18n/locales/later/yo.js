// @ts-check
/**
 * The texts of the parts of the game page loaded once the board takes moves
 * (www/app/later.js: matches, games by link, the recent-games and embed
 * dialogs) in Yoruba, loaded with them, not with the page; later/en.js has
 * every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'recent.reopen': 'Ṣí i',
  'recent.undated': 'A kò mọ ọjọ́ rẹ̀',
  'recent.unreadable': 'a kò lè tún un ta',
  'recent.summary.oware': { other: 'Oware, ìgbésẹ̀ {count}, {south}–{north}' },
  'recent.summary.ayoayo': { other: 'Ayoayo, ìgbésẹ̀ {count}, {south}–{north}' },

  'embed-dialog.iframe-title': 'Ọpọ́n mancala',
  'embed-dialog.copied': 'A ti da á kọ',
  'embed-dialog.select': 'A ti yàn án: tẹ Ctrl+C',

  'match.format.Antigua': 'Ẹni tó kọ́kọ́ borí 6 tàbí tó fi 3 ṣáájú (Antigua)',
  'match.format.BestOf3': 'Èyí tó dára jù nínú 3',
  'match.format.BestOf5': 'Èyí tó dára jù nínú 5',
  'match.format.ThreeInARow': 'Ìṣẹ́gun mẹ́ta léraléra (Yorùbá)',
  'match.format.FirstTo5': 'Ẹni tó kọ́kọ́ borí 5 (Kumasi)',
  'match.opponent.computer': 'Kọ̀ǹpútà · {level}',
  'match.opponent.person': 'Ènìyàn lórí ẹ̀rọ yìí',
  'match.score': '{format}, eré {round}: {first} ({firstSide}) {firstWins} – {secondWins} {second} ({secondSide})',
  'match.draws': { other: '(ọ̀mì {count})' },
  'match.won': '{player} borí ìdíje náà!',
  'match.nextReady': 'Eré {round} ló kàn, a ó pààrọ̀ ẹ̀gbẹ́.',
  'match.streak': { other: '{player} ti borí {count} léraléra.' },
  'match.started': 'Ìdíje ti bẹ̀rẹ̀: Olùtayò 1 ń ta Gúúsù nínú eré 1, àwọn olùtayò á sì máa pààrọ̀ ẹ̀gbẹ́ ní gbogbo eré.',
  'match.saveFailed': 'A kò lè fi ìdíje yìí pamọ́ síbí ({problem}), nítorí náà yóò sọnù tí a bá tún ojú-ìwé gbé wọlé.',
  'match.finishFirst': 'Ìdíje kan ń lọ lọ́wọ́: kúrò nínú ìdíje náà kí o tó bẹ̀rẹ̀ tàbí ṣí eré míì.',
  'match.notCounted': 'Eré yìí kò lè kà nínú ìdíje: {reason}',
  'match.gameCounts': 'Eré yìí ti kà nínú ìdíje, nítorí náà a kò lè dá àwọn ìgbésẹ̀ rẹ̀ padà mọ́.',
  'match.openFailed': 'A kò lè ṣí {source} gẹ́gẹ́ bí ìdíje: {reason} Kò sí ohun tó yí padà.',
  'match.opened': 'A ti ṣí ìdíje {source}.',
  'match.unreadable': 'A kò lè ka ìdíje tí o fi pamọ́ ({problem}); a ti yà á sọ́tọ̀, eré àti ètò rẹ kò sì yí padà.',
  'match.newer': 'Ìdíje tí o fi pamọ́ wá láti ẹ̀dà tuntun ojú-ìwé yìí ({version}): a pa á mọ́ bó ṣe wà, fún ẹ̀dà yẹn.',
  'match.left': 'O ti kúrò nínú ìdíje.',
  'match.readFailed': 'A kò lè ka {name}: {reason}',

  'link.peopleOnly': 'Ènìyàn méjì ló ń ta eré pẹ̀lú ìjápọ̀: yan Ènìyàn fún ẹ̀gbẹ́ méjèèjì, lẹ́yìn náà ta ìgbésẹ̀ kí o sì fi ìjápọ̀ ránṣẹ́.',
  'link.keptUnreadable': 'A kò lè ka eré pẹ̀lú ìjápọ̀ tí a tọ́jú sórí ẹ̀rọ yìí, nítorí náà a kò lè fi ìjápọ̀ yìí wé e. Eré rẹ kò yí padà.',
  'link.shareTitle': 'Mancala: ó kàn ọ́',
  'link.copied': 'A ti da ìjápọ̀ kọ: fi ránṣẹ́ sí alátakò rẹ, tí yóò ta, tí yóò sì fi ìjápọ̀ padà ránṣẹ́.',
  'link.shared': 'A ti fi ìjápọ̀ ránṣẹ́: dúró de ìjápọ̀ alátakò rẹ.',
  'link.copyBelow': 'Da ìjápọ̀ ìsàlẹ̀ yìí kọ kí o sì fi ránṣẹ́ sí alátakò rẹ.',
  'link.moveFirst': 'Kọ́kọ́ ta ìgbésẹ̀ rẹ, lẹ́yìn náà fi ìjápọ̀ ránṣẹ́.',
  'link.outputLabel': 'Ìjápọ̀ tí o máa fi ránṣẹ́ sí alátakò rẹ',
  'link.damaged': 'Ìjápọ̀ yìí ti bàjẹ́ tàbí kò pé (àyẹ̀wò rẹ̀ kò bá a mu): tún béèrè fún un. Eré rẹ kò yí padà.',
  'link.illegal': 'Eré inú ìjápọ̀ yìí kò ṣeé tún ta: {reason} Ó lè jẹ́ pé wọ́n ti yí i padà. Eré rẹ kò yí padà.',
  'link.tampered': 'Ìjápọ̀ yìí kò tẹ̀síwájú eré rẹ: ìgbésẹ̀ {ply} yàtọ̀ sí tìrẹ. Ó lè jẹ́ pé wọ́n ti yí i padà; eré rẹ kò yí padà.',
  'link.ownMove': 'Ìjápọ̀ yìí fi ìgbésẹ̀ kan tí o kò ta kún ẹ̀gbẹ́ rẹ ({side}): ó lè jẹ́ pé wọ́n ti yí i padà. Eré rẹ kò yí padà.',
  'link.wrongTurn': 'Ìjápọ̀ yìí wà fún {side}, ṣùgbọ́n nínú eré rẹ̀ {mover} ló kàn láti ta: ó lè jẹ́ pé wọ́n ti yí i padà. Eré rẹ kò yí padà.',
  'link.outOfOrder': 'Ìjápọ̀ yìí kò tuntun ju eré rẹ lọ (ó ní ìgbésẹ̀ {linkPlies}, tìrẹ ní {storedPlies}): ṣí ìjápọ̀ tó kẹ́yìn tí alátakò rẹ fi ránṣẹ́. Eré rẹ kò yí padà.',
  'link.otherSide': 'Ìjápọ̀ yìí wà fún ẹni tó ń ta {side}, ṣùgbọ́n lórí ẹ̀rọ yìí ìwọ ń ta {mine} nínú eré yìí: fi ránṣẹ́ sí alátakò rẹ. Eré rẹ kò yí padà.',
  'link.received': 'Eré pẹ̀lú ìjápọ̀: ìwọ ń ta {side}. Alátakò rẹ ta {move}; ó kàn ọ́.',
  'link.notYourSide': 'Nínú eré pẹ̀lú ìjápọ̀ yìí ìwọ ń ta {side}: dúró de ìjápọ̀ alátakò rẹ.',
  'link.saveFailed': 'A kò lè tọ́jú eré pẹ̀lú ìjápọ̀ yìí síbí ({problem}).',
};
