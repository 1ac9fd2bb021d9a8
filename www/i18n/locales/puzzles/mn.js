// @ts-check
/**
 * The Puzzles section's texts in Mongolian, loaded with the section
 * (www/puzzles/view.js), not with the page; puzzles/en.js has every key.
 * @type {import('../../i18n.js').Catalog}
 */
export default {
  'puzzles.heading': 'Бодлого',
  'puzzles.rating': 'Таны үнэлгээ: {rating}',
  'puzzles.streak': 'Дараалсан амжилт: {streak} (хамгийн их {best})',
  'puzzles.prompt': { one: '{side} нүүнэ: {count} үр хожих нүүдлийг ол. Бодлогын үнэлгээ {rating}.', other: '{side} нүүнэ: {count} үр хожих нүүдлийг ол. Бодлогын үнэлгээ {rating}.' },
  'puzzles.loading': 'Бодлогуудыг ачаалж байна…',
  'puzzles.load-failed': 'Бодлогуудыг ачаалж чадсангүй: {reason}',
  'puzzles.hint-button': 'Зөвлөгөө',
  'puzzles.solution-button': 'Хариуг харуулах',
  'puzzles.retry': 'Дахин оролдох',
  'puzzles.next': 'Дараагийн бодлого',
  'puzzles.hint': 'Зөвлөгөө: самбар дээр тэмдэглэсэн {pit} нүхийг нүү.',
  'puzzles.keep-going': 'Зөв: {move}. Хариу нүүдэл {reply} байв; дараагийн нүүдлийг ол.',
  'puzzles.solved': 'Бодлоо! Таны үнэлгээ одоо {rating}.',
  'puzzles.solved-again': 'Дахин оролдоход бодлоо: таны үнэлгээ {rating} хэвээр байна.',
  'puzzles.solved-helped': 'Зөвлөгөөтэйгээр бодлоо: үнэлгээ өөрчлөгдөхгүй.',
  'puzzles.wrong': { one: '{move} биш: энэ нь хамгийн сайн нүүдлээс {count} үр алддаг, хариу {reply} үүнийг харуулна.', other: '{move} биш: энэ нь хамгийн сайн нүүдлээс {count} үр алддаг, хариу {reply} үүнийг харуулна.' },
  'puzzles.wrong-ends': { one: '{move} биш: энэ нь тоглоомыг дуусгаж, хамгийн сайн нүүдлээс {count} үр алддаг.', other: '{move} биш: энэ нь тоглоомыг дуусгаж, хамгийн сайн нүүдлээс {count} үр алддаг.' },
  'puzzles.rating-now': 'Таны үнэлгээ одоо {rating}.',
  'puzzles.solution': 'Хариу: {moves}.',
  'puzzles.progress-unreadable': 'Таны бодлогын ахицыг уншиж чадсангүй ({problem}), тиймээс шинээр эхэлнэ.',
  'puzzles.progress-newer': 'Таны бодлогын ахиц энэ хуудасны шинэ хувилбарынх ({version}): тэр хувилбарт зориулж байгаагаар нь хадгалж, энд шинээр эхэлнэ.',
  'puzzles.save-failed': 'Таны бодлогын ахицыг энд хадгалах боломжгүй ({problem}).',
};
