// @ts-check
/**
 * Whether a game's comments hold a review (written by assess.js): the page
 * checks it without loading the review's code, which it loads only then or
 * when a review or an analysis is asked for.
 */

/** What starts the review in a move's comment. */
export const REVIEW_TAG = '[%review ';

/** Whether any of `comments` (a game's, one a move) holds a review. */
export const hasReview = (/** @type {string[]} */ comments) => comments.some((comment) => comment.includes(REVIEW_TAG));
