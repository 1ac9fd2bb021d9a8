// @ts-check
/**
 * The endgame trainer's texts in Twi (www/endgames/view.js). Loaded
 * with the section, not with the page; locales/endgames/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'endgames.title': 'Agorɔ awieeɛ',
  'endgames.intro': 'Aba kakraa bi na aka, na agorɔ awieeɛ nwoma no nim agorɔ dua biara a aba 12 anaa nea ɛsua saa wɔ so no nsunsuanso. Di tebea no kosi awieeɛ tia ɔtamfo a ɔnnyɛ mfomsoɔ biara: sɛ anammɔn bi tow wo nsunsuanso gu a, krataafa no bɛka akyerɛ wo ntɛm ara.',
  'endgames.level': { one: 'Aba {count}', other: 'Aba {count}' },
  'endgames.level-progress': { one: 'Woadi {done} so wɔ {count} mu', other: 'Woadi {done} so wɔ {count} mu' },
  'endgames.count': 'Tebea {index} wɔ {count} mu',
  'endgames.heading': { one: '{game}: aba {count} wɔ agorɔ dua no so', other: '{game}: aba {count} wɔ agorɔ dua no so' },
  'endgames.goal.win': 'Wo ne Anafo, na ɛyɛ wo dea. Di nkunim: sɛ wodi agorɔ no yie paa a, wobɛtumi.',
  'endgames.goal.draw': 'Wo ne Anafo, na ɛyɛ wo dea. Ma ɛnyɛ pɛ: sɛ wodi agorɔ no yie paa a, wobɛtumi.',
  'endgames.preparing': 'Yɛresiesie agorɔ awieeɛ nwoma no ({layer} wɔ {count} mu)…',
  'endgames.tables-failed': 'Yɛantumi ansiesie agorɔ awieeɛ nwoma no: {reason}',
  'endgames.kept': 'Ɛyɛ: {result} da so yɛ wo dea.',
  'endgames.reply': 'W’ɔtamfo de tokuro {pit} buaa.',
  'endgames.thrown-verdict': 'Saa anammɔn no atow nsunsuanso no agu.',
  'endgames.thrown': 'Ansa na wodii saa anammɔn no, sɛ wodi agorɔ no yie paa a, na wobɛnya {before}; afei deɛ, nea ɛsen biara a wobɛtumi anya no pintinn ne {after}. San akyi na hwɛ bio.',
  'endgames.result.win': { one: 'nkunim a wode aba {count} sen w’ɔtamfo', other: 'nkunim a wode aba {count} sen w’ɔtamfo' },
  'endgames.result.draw': 'agorɔ a ɛyɛ pɛ',
  'endgames.result.loss': { one: 'nkoguo a w’ɔtamfo de aba {count} sen wo', other: 'nkoguo a w’ɔtamfo de aba {count} sen wo' },
  'endgames.solved': 'Woadi so.',
  'endgames.not-solved': 'Woanni so.',
  'endgames.over.win': 'Wodii nkunim, {south} ne {north}.',
  'endgames.over.draw': 'Ɛyɛ pɛ, {south} ne {north}.',
  'endgames.over.loss': 'Wodii nkoguo, {south} ne {north}.',
  'endgames.hint-text': 'Agorɔ awieeɛ nwoma no di tokuro {pit}.',
  'endgames.hint': 'Afotuo',
  'endgames.undo': 'San akyi',
  'endgames.again': 'Fi ase bio',
  'endgames.next': 'Tebea a ɛdi hɔ',
  'endgames.progress-unreadable': 'Yɛantumi ankenkan w’agorɔ awieeɛ mu nkɔso, enti ɛfi ase foforɔ.',
  'endgames.progress-newer': 'W’agorɔ awieeɛ mu nkɔso firi krataa yi nsesaeɛ a ɛyɛ foforɔ mu ({version}): yɛakora sɛdeɛ ɛte, ama saa nsesaeɛ no, na ɛfi ase foforɔ wɔ ha.',
  'endgames.save-failed': 'Yɛntumi nkora w’agorɔ awieeɛ mu nkɔso wɔ ha ({reason}).',
};
