// @ts-check
/**
 * The Puzzles section's texts in Malayalam, loaded with the section
 * (www/puzzles/view.js), not with the page; puzzles/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'puzzles.heading': 'പസിലുകൾ',
  'puzzles.rating': 'നിങ്ങളുടെ റേറ്റിംഗ്: {rating}',
  'puzzles.streak': 'തുടർവിജയം: {streak} (മികച്ചത് {best})',
  'puzzles.prompt': { one: '{side} നീക്കണം: {count} വിത്ത് നേടുന്ന നീക്കം കണ്ടെത്തൂ. പസിൽ റേറ്റിംഗ് {rating}.', other: '{side} നീക്കണം: {count} വിത്തുകൾ നേടുന്ന നീക്കം കണ്ടെത്തൂ. പസിൽ റേറ്റിംഗ് {rating}.' },
  'puzzles.loading': 'പസിലുകൾ തുറക്കുന്നു…',
  'puzzles.load-failed': 'പസിലുകൾ തുറക്കാനായില്ല: {reason}',
  'puzzles.hint-button': 'സൂചന',
  'puzzles.solution-button': 'ഉത്തരം കാണിക്കൂ',
  'puzzles.retry': 'വീണ്ടും ശ്രമിക്കൂ',
  'puzzles.next': 'അടുത്ത പസിൽ',
  'puzzles.hint': 'സൂചന: പലകയിൽ അടയാളപ്പെടുത്തിയ കുഴി {pit} കളിക്കൂ.',
  'puzzles.keep-going': 'ശരി: {move}. മറുപടി {reply} ആയിരുന്നു; അടുത്ത നീക്കം കണ്ടെത്തൂ.',
  'puzzles.solved': 'പരിഹരിച്ചു! നിങ്ങളുടെ റേറ്റിംഗ് ഇപ്പോൾ {rating}.',
  'puzzles.solved-again': 'മറ്റൊരു ശ്രമത്തിൽ പരിഹരിച്ചു: നിങ്ങളുടെ റേറ്റിംഗ് {rating} ആയി തുടരുന്നു.',
  'puzzles.solved-helped': 'സൂചനയോടെ പരിഹരിച്ചു: റേറ്റിംഗ് മാറുന്നില്ല.',
  'puzzles.wrong': { one: '{move} അല്ല: മികച്ച നീക്കത്തേക്കാൾ അത് {count} വിത്ത് നഷ്ടപ്പെടുത്തുന്നു, മറുപടി {reply} അത് കാണിക്കുന്നു.', other: '{move} അല്ല: മികച്ച നീക്കത്തേക്കാൾ അത് {count} വിത്തുകൾ നഷ്ടപ്പെടുത്തുന്നു, മറുപടി {reply} അത് കാണിക്കുന്നു.' },
  'puzzles.wrong-ends': { one: '{move} അല്ല: അത് കളി അവസാനിപ്പിക്കുന്നു, മികച്ച നീക്കത്തേക്കാൾ {count} വിത്ത് നഷ്ടപ്പെടുത്തുന്നു.', other: '{move} അല്ല: അത് കളി അവസാനിപ്പിക്കുന്നു, മികച്ച നീക്കത്തേക്കാൾ {count} വിത്തുകൾ നഷ്ടപ്പെടുത്തുന്നു.' },
  'puzzles.rating-now': 'നിങ്ങളുടെ റേറ്റിംഗ് ഇപ്പോൾ {rating}.',
  'puzzles.solution': 'ഉത്തരം: {moves}.',
  'puzzles.progress-unreadable': 'നിങ്ങളുടെ പസിൽ പുരോഗതി വായിക്കാനായില്ല ({problem}), അതിനാൽ വീണ്ടും തുടങ്ങുന്നു.',
  'puzzles.progress-newer': 'നിങ്ങളുടെ പസിൽ പുരോഗതി ഈ പേജിന്റെ പുതിയ പതിപ്പിൽ നിന്നുള്ളതാണ് ({version}): ആ പതിപ്പിനായി അത് അതേപടി സൂക്ഷിക്കുന്നു, ഇവിടെ വീണ്ടും തുടങ്ങുന്നു.',
  'puzzles.save-failed': 'നിങ്ങളുടെ പസിൽ പുരോഗതി ഇവിടെ സൂക്ഷിക്കാനാവില്ല ({problem}).',
};
