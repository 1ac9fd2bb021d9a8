// @ts-check
/**
 * The Puzzles section's texts in Twi, loaded with the section
 * (www/puzzles/view.js), not with the page; puzzles/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'puzzles.heading': 'Nsɛmmisa',
  'puzzles.rating': 'Wo gyinabea: {rating}',
  'puzzles.streak': 'Nkonimdi a ɛtoatoa so: {streak} (nea ɛsen biara {best})',
  'puzzles.prompt': { one: '{side} na ɔdi so: hwehwɛ anammɔn a ɛbɛfa aba {count}. Asɛmmisa yi gyinabea: {rating}.', other: '{side} na ɔdi so: hwehwɛ anammɔn a ɛbɛfa aba {count}. Asɛmmisa yi gyinabea: {rating}.' },
  'puzzles.loading': 'Nsɛmmisa no reba…',
  'puzzles.load-failed': 'Yɛantumi amfa nsɛmmisa no amma: {reason}',
  'puzzles.hint-button': 'Afotuo',
  'puzzles.solution-button': 'Kyerɛ mmuaeɛ no',
  'puzzles.retry': 'San bɔ mmɔden',
  'puzzles.next': 'Asɛmmisa a ɛdi hɔ',
  'puzzles.hint': 'Afotuo: di {pit}, nea yɛahyɛ no agyiraeɛ wɔ ɔpon no so.',
  'puzzles.keep-going': 'Ɛyɛ: {move}. Mmuaeɛ no yɛ {reply}; hwehwɛ anammɔn a ɛdi hɔ.',
  'puzzles.solved': 'Woadi so! Wo gyinabea seesei yɛ {rating}.',
  'puzzles.solved-again': 'Woadi so wɔ mmɔdenbɔ foforɔ mu: wo gyinabea da so yɛ {rating}.',
  'puzzles.solved-helped': 'Woadi so, afotuo akyi: wo gyinabea nsesaeɛ.',
  'puzzles.wrong': { one: 'Ɛnyɛ {move}: ɛhwere aba {count} sene anammɔn a ɛyɛ papa paa, sɛnea mmuaeɛ {reply} kyerɛ no.', other: 'Ɛnyɛ {move}: ɛhwere aba {count} sene anammɔn a ɛyɛ papa paa, sɛnea mmuaeɛ {reply} kyerɛ no.' },
  'puzzles.wrong-ends': { one: 'Ɛnyɛ {move}: ɛwie agorɔ no na ɛhwere aba {count} sene anammɔn a ɛyɛ papa paa.', other: 'Ɛnyɛ {move}: ɛwie agorɔ no na ɛhwere aba {count} sene anammɔn a ɛyɛ papa paa.' },
  'puzzles.rating-now': 'Wo gyinabea seesei yɛ {rating}.',
  'puzzles.solution': 'Mmuaeɛ no: {moves}.',
  'puzzles.progress-unreadable': 'Yɛantumi ankenkan wo nsɛmmisa mu nkɔsoɔ ({problem}), enti ɛrefi ase bio.',
  'puzzles.progress-newer': 'Wo nsɛmmisa mu nkɔsoɔ firi krataa yi nsesaeɛ a ɛyɛ foforɔ mu ({version}): yɛakora sɛdeɛ ɛte, ama saa nsesaeɛ no, na ɛrefi ase bio wɔ ha.',
  'puzzles.save-failed': 'Yɛrentumi nkora wo nsɛmmisa mu nkɔsoɔ wɔ ha ({problem}).',
};
