// @ts-check
/**
 * The endgame trainer's texts in Malayalam (www/endgames/view.js). Loaded
 * with the section, not with the page; locales/endgames/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'endgames.title': 'അവസാനഘട്ടങ്ങൾ',
  'endgames.intro': 'കുറച്ചു വിത്തുകളേ ബാക്കിയുള്ളൂ; 12 വരെ വിത്തുകളുള്ള ഓരോ പലകയുടെയും ഫലം അവസാനഘട്ട പട്ടികകൾക്ക് അറിയാം. പിഴവില്ലാത്ത പ്രതിരോധത്തിനെതിരെ ഈ നില അവസാനം വരെ കളിക്കൂ: ഒരു നീക്കം നിങ്ങളുടെ ഫലം കളഞ്ഞുകുളിച്ചാൽ പരിശീലകൻ ഉടൻ പറയും.',
  'endgames.level': { one: '{count} വിത്ത്', other: '{count} വിത്തുകൾ' },
  'endgames.level-progress': { one: '{count}-ൽ {done} പരിഹരിച്ചു', other: '{count}-ൽ {done} പരിഹരിച്ചു' },
  'endgames.count': 'നില {index} / {count}',
  'endgames.heading': { one: '{game}: പലകയിൽ {count} വിത്ത്', other: '{game}: പലകയിൽ {count} വിത്തുകൾ' },
  'endgames.goal.win': 'നിങ്ങൾ തെക്കാണ്, ഊഴം നിങ്ങളുടേതാണ്. ജയിക്കൂ: മികച്ച കളിയിൽ അത് സാധ്യമാണ്.',
  'endgames.goal.draw': 'നിങ്ങൾ തെക്കാണ്, ഊഴം നിങ്ങളുടേതാണ്. സമനില കൈവിടാതെ കാക്കൂ: മികച്ച കളിയിൽ അത് സാധ്യമാണ്.',
  'endgames.preparing': 'അവസാനഘട്ട പട്ടികകൾ തയ്യാറാക്കുന്നു ({layer} / {count})…',
  'endgames.tables-failed': 'അവസാനഘട്ട പട്ടികകൾ തയ്യാറാക്കാനായില്ല: {reason}',
  'endgames.kept': 'നന്നായി: {result} ഇപ്പോഴും നിങ്ങളുടേതാണ്.',
  'endgames.reply': 'എതിരാളി {pit} എന്ന കുഴി കളിച്ച് മറുപടി നൽകി.',
  'endgames.thrown-verdict': 'ആ നീക്കം ഫലം കളഞ്ഞുകുളിക്കുന്നു.',
  'endgames.thrown': 'അതിനു മുമ്പ്, മികച്ച കളിയിൽ നിങ്ങൾക്ക് {before} ഉറപ്പായിരുന്നു; അതിനു ശേഷം, നിങ്ങൾക്ക് ഉറപ്പാക്കാവുന്ന ഏറ്റവും മികച്ചത് {after} ആണ്. അത് പിൻവലിച്ച് വീണ്ടും ആലോചിക്കൂ.',
  'endgames.result.win': { one: '{count} വിത്തിന്റെ വ്യത്യാസത്തിലുള്ള ജയം', other: '{count} വിത്തുകളുടെ വ്യത്യാസത്തിലുള്ള ജയം' },
  'endgames.result.draw': 'സമനില',
  'endgames.result.loss': { one: '{count} വിത്തിന്റെ വ്യത്യാസത്തിലുള്ള തോൽവി', other: '{count} വിത്തുകളുടെ വ്യത്യാസത്തിലുള്ള തോൽവി' },
  'endgames.solved': 'പരിഹരിച്ചു.',
  'endgames.not-solved': 'പരിഹരിച്ചില്ല.',
  'endgames.over.win': 'നിങ്ങൾ ജയിച്ചു, {south}–{north}.',
  'endgames.over.draw': 'സമനില, {south}–{north}.',
  'endgames.over.loss': 'നിങ്ങൾ തോറ്റു, {south}–{north}.',
  'endgames.hint-text': 'പട്ടികകൾ {pit} എന്ന കുഴി കളിക്കുന്നു.',
  'endgames.hint': 'സൂചന',
  'endgames.undo': 'പിൻവലിക്കുക',
  'endgames.again': 'വീണ്ടും തുടങ്ങൂ',
  'endgames.next': 'അടുത്ത നില',
  'endgames.progress-unreadable': 'നിങ്ങളുടെ അവസാനഘട്ട പുരോഗതി വായിക്കാനായില്ല, അതിനാൽ അത് ആദ്യം മുതൽ തുടങ്ങുന്നു.',
  'endgames.progress-newer': 'നിങ്ങളുടെ അവസാനഘട്ട പുരോഗതി ഈ പേജിന്റെ പുതിയ പതിപ്പിൽ നിന്നുള്ളതാണ് ({version}): ആ പതിപ്പിനായി അത് അതേപടി സൂക്ഷിക്കുന്നു, ഇവിടെ അത് ആദ്യം മുതൽ തുടങ്ങുന്നു.',
  'endgames.save-failed': 'നിങ്ങളുടെ അവസാനഘട്ട പുരോഗതി ഇവിടെ സൂക്ഷിക്കാനാവില്ല ({reason}).',
};
