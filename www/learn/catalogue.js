// @ts-check
/**
 * Every lesson of the Learn section in the order a learner meets them: the
 * rules' lessons (lessons.js), then the strategy's (strategy.js).
 */

import { LESSONS } from './lessons.js';
import { STRATEGY_LESSONS } from './strategy.js';

/** @typedef {import('./lessons.js').Lesson | import('./strategy.js').StrategyLesson} AnyLesson */

/** @type {readonly AnyLesson[]} */
export const ALL_LESSONS = Object.freeze([...LESSONS, ...STRATEGY_LESSONS]);

/**
 * Whether `lesson` is a strategy lesson (its steps' answer is the engine's move).
 * @param {AnyLesson} lesson
 * @returns {lesson is import('./strategy.js').StrategyLesson}
 */
export const isStrategy = (lesson) => 'idea' in lesson;
