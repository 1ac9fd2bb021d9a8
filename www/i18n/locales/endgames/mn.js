// @ts-check
/**
 * The endgame trainer's texts in Mongolian (www/endgames/view.js). Loaded
 * with the section, not with the page; locales/endgames/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'endgames.title': 'Төгсгөлийн шат',
  'endgames.intro': 'Цөөн үр үлдсэн бөгөөд төгсгөлийн хүснэгтүүд 12 хүртэл үртэй самбар бүрийн үр дүнг мэддэг. Байрлалыг төгс хамгаалалтын эсрэг эцэс хүртэл тогло: нүүдэл таны үр дүнг алдагдуулбал дасгалжуулагч тэр даруй хэлнэ.',
  'endgames.level': { one: '{count} үр', other: '{count} үр' },
  'endgames.level-progress': { one: '{count} байрлалаас {done} бодсон', other: '{count} байрлалаас {done} бодсон' },
  'endgames.count': 'Байрлал {index}/{count}',
  'endgames.heading': { one: '{game}: самбар дээр {count} үр', other: '{game}: самбар дээр {count} үр' },
  'endgames.goal.win': 'Та Өмнөд талаар тоглож байна, таны ээлж. Ял: хамгийн сайн тоглолтоор та чадна.',
  'endgames.goal.draw': 'Та Өмнөд талаар тоглож байна, таны ээлж. Тэнцээг хадгал: хамгийн сайн тоглолтоор та чадна.',
  'endgames.preparing': 'Төгсгөлийн хүснэгтүүдийг бэлтгэж байна ({layer}/{count})…',
  'endgames.tables-failed': 'Төгсгөлийн хүснэгтүүдийг бэлтгэж чадсангүй: {reason}',
  'endgames.kept': 'Сайн: {result} таных хэвээр байна.',
  'endgames.reply': 'Өрсөлдөгч тань {pit} нүхээр хариулав.',
  'endgames.thrown-verdict': 'Энэ нүүдлээр та үр дүнгээ алдлаа.',
  'endgames.thrown': 'Үүнээс өмнө хамгийн сайн тоглолтоор таны үр дүн {before} байсан; үүний дараа таны баталгаатай хүрч чадах хамгийн сайн үр дүн бол {after}. Нүүдлээ буцаагаад дахин бод.',
  'endgames.result.win': { one: '{count} үрийн зөрүүтэй ялалт', other: '{count} үрийн зөрүүтэй ялалт' },
  'endgames.result.draw': 'тэнцээ',
  'endgames.result.loss': { one: '{count} үрийн зөрүүтэй ялагдал', other: '{count} үрийн зөрүүтэй ялагдал' },
  'endgames.solved': 'Бодлоо.',
  'endgames.not-solved': 'Бодоогүй.',
  'endgames.over.win': 'Та яллаа, {south}–{north}.',
  'endgames.over.draw': 'Тэнцээ, {south}–{north}.',
  'endgames.over.loss': 'Та ялагдлаа, {south}–{north}.',
  'endgames.hint-text': 'Хүснэгтүүд {pit} нүхийг нүүнэ.',
  'endgames.hint': 'Зөвлөгөө',
  'endgames.undo': 'Буцаах',
  'endgames.again': 'Дахин эхлэх',
  'endgames.next': 'Дараагийн байрлал',
  'endgames.progress-unreadable': 'Төгсгөлийн шатны явцыг уншиж чадсангүй, тиймээс шинээр эхэлнэ.',
  'endgames.progress-newer': 'Төгсгөлийн шатны явц энэ хуудасны шинэ хувилбарынх ({version}): тэр хувилбарт зориулж байгаагаар нь хадгалж, энд шинээр эхэлнэ.',
  'endgames.save-failed': 'Төгсгөлийн шатны явцыг энд хадгалж чадахгүй ({reason}).',
};
