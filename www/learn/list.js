// @ts-check
/**
 * The list of lessons in the Learn section, grouped by game and, within a
 * game, into the rules' lessons and the strategy's, each a button saying
 * how much of it is done; the lesson open is marked `aria-current="step"`.
 */

import { progressList } from '../game/progress-list.js';
import { t } from '../i18n/i18n.js';
import { ALL_LESSONS, isStrategy } from './catalogue.js';

/** @typedef {import('./catalogue.js').AnyLesson} Lesson */
/** @typedef {ReturnType<typeof import('./progress.js').createProgress>} Progress */

const GAMES = ['oware', 'ayoayo'];

/**
 * Fills `element` (after its heading) with the lessons; `onChoose` is told
 * the lesson a learner picks.
 * @param {HTMLElement} element
 * @param {{progress: Progress, onChoose: (lesson: Lesson) => void}} options
 */
export function createLessonList(element, { progress, onChoose }) {
  element.addEventListener('click', (event) => {
    const choice = /** @type {HTMLElement} */ (event.target).closest('button[data-lesson]');
    const lesson = ALL_LESSONS.find((l) => l.id === /** @type {HTMLElement | null} */ (choice)?.dataset.lesson);
    if (lesson) onChoose(lesson);
  });

  /** One lesson's button in the list. */
  const lessonPart = (/** @type {Lesson} */ lesson, /** @type {Lesson} */ current) => ({
    data: { lesson: lesson.id },
    title: t(`learn.${lesson.id}.title`),
    progress: progress.complete(lesson)
      ? t('learn.list.complete')
      : t('learn.list.progress', { done: progress.count(lesson), count: lesson.steps.length }),
    done: progress.complete(lesson),
    current: lesson === current,
  });

  /** A game's lessons of one kind, under a heading naming the kind. */
  function kindList(/** @type {string} */ variant, /** @type {boolean} */ strategy, /** @type {Lesson} */ current) {
    const heading = document.createElement('h4');
    heading.textContent = t(strategy ? 'learn.kind.strategy' : 'learn.kind.rules');
    const lessons = ALL_LESSONS.filter((l) => l.variant === variant && isStrategy(l) === strategy);
    return [heading, progressList(lessons.map((lesson) => lessonPart(lesson, current)))];
  }

  return {
    /** Shows the lessons again, in the language in use, with `current` marked. */
    render(/** @type {Lesson} */ current) {
      for (const group of element.querySelectorAll('section')) group.remove();
      for (const variant of GAMES) {
        const group = document.createElement('section');
        const heading = document.createElement('h3');
        heading.textContent = t(`variant.${variant}`);
        group.append(heading, ...kindList(variant, false, current), ...kindList(variant, true, current));
        element.append(group);
      }
    },
  };
}
