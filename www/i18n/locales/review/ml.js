// @ts-check
/**
 * The game review's and the analysis' texts in Malayalam, loaded with them
 * (www/review/panel.js), not with the page; review/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'review.progress': '{total}-ൽ {done}-ാം നില അവലോകനം ചെയ്യുന്നു…',
  'review.cancelled': 'അവലോകനം റദ്ദാക്കി.',
  'review.failed': 'അവലോകനം നിന്നു: {reason}',
  'review.no-moves': 'അവലോകനം ചെയ്യാൻ ഇതുവരെ നീക്കങ്ങളൊന്നുമില്ല.',
  'review.game-changed': 'കളി മാറി, അതിനാൽ അവലോകനം നിന്നു.',
  'review.none': 'ആദ്യം കളി അവലോകനം ചെയ്യുക: ഇതുവരെ വിലയിരുത്തലില്ല.',
  'review.graph-label': 'വിലയിരുത്തൽ ഗ്രാഫ്: ഇടത്, വലത് നീക്കങ്ങളിലൂടെ പോകുന്നു, Home, End തുടക്കത്തിലേക്കും അവസാനത്തിലേക്കും, E വിലയിരുത്തൽ പറയുന്നു',
  'review.eval.even': 'നില തുല്യമാണ്',
  'review.eval.ahead.south': { one: 'തെക്ക് {count} വിത്തിന് മുന്നിലാണ്', other: 'തെക്ക് {count} വിത്തുകൾക്ക് മുന്നിലാണ്' },
  'review.eval.ahead.north': { one: 'വടക്ക് {count} വിത്തിന് മുന്നിലാണ്', other: 'വടക്ക് {count} വിത്തുകൾക്ക് മുന്നിലാണ്' },
  'review.eval.won.south': 'മികച്ച കളിയിൽ തെക്ക് ജയിക്കും',
  'review.eval.won.north': 'മികച്ച കളിയിൽ വടക്ക് ജയിക്കും',
  'review.eval.at': '{position}: {evaluation}.',
  'review.at-start': 'തുടക്കത്തിൽ',
  'review.at-move': '{move}-നു ശേഷം',
  'review.summary.said': '{side}: കൃത്യത {accuracy} %, {marks}.',
  'review.count.inaccuracy': { one: '{count} കൃത്യതക്കുറവ്', other: '{count} കൃത്യതക്കുറവുകൾ' },
  'review.count.mistake': { one: '{count} തെറ്റ്', other: '{count} തെറ്റുകൾ' },
  'review.count.blunder': { one: '{count} വലിയ പിഴവ്', other: '{count} വലിയ പിഴവുകൾ' },
  'review.percent': '{value} %',
  'review.no-marks': 'കൃത്യതക്കുറവുകളോ തെറ്റുകളോ വലിയ പിഴവുകളോ ഇല്ല.',
  'review.mark.inaccuracy': 'കൃത്യതക്കുറവ്',
  'review.mark.mistake': 'തെറ്റ്',
  'review.mark.blunder': 'വലിയ പിഴവ്',
  'review.item': { one: '{side}, {mark}: {count} വിത്ത് നഷ്ടം. {better}', other: '{side}, {mark}: {count} വിത്തുകൾ നഷ്ടം. {better}' },
  'analysis.looking': 'നില വിശകലനം ചെയ്യുന്നു…',
  'analysis.failed': 'വിശകലനം നിന്നു: {reason}',
  'analysis.over': 'ഈ നിലയിൽ കളി കഴിഞ്ഞു: വിശകലനം ചെയ്യാൻ ഒന്നുമില്ല.',
  'analysis.bar': 'വിലയിരുത്തൽ ബാർ: {evaluation}',
  'analysis.moves-for.south': 'തെക്കിനുള്ള മികച്ച നീക്കങ്ങൾ (സ്കോർ തെക്കിന്റെ വിത്തുകളിൽ)',
  'analysis.moves-for.north': 'വടക്കിനുള്ള മികച്ച നീക്കങ്ങൾ (സ്കോർ വടക്കിന്റെ വിത്തുകളിൽ)',
  'analysis.move': '{pit}: {score}. വരി: {line}',
  'analysis.score.seeds': { one: '{score} വിത്ത്', other: '{score} വിത്തുകൾ' },
  'analysis.score.wins': 'ജയിക്കുന്നു',
  'analysis.score.loses': 'തോൽക്കുന്നു',
  'analysis.play-line': 'വരി കളിക്കുക',
};
