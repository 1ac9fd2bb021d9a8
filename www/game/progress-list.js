// @ts-check
/**
 * The lists of a section's parts with what is done of each: the Learn
 * section's lessons, the endgame trainer's levels. Each part is a button
 * with its title and its progress, `data-done` when it is all done and
 * `aria-current="step"` when it is the one open (the styles of
 * `.learn-list` show both).
 */

/**
 * One part's button; `data` becomes its data attributes, which the list's
 * click handler reads.
 * @param {{data: Record<string, string>, title: string, progress: string, done: boolean, current: boolean}} part
 */
function progressButton({ data, title, progress, done, current }) {
  const choice = document.createElement('button');
  choice.type = 'button';
  Object.assign(choice.dataset, data);
  choice.dataset.done = String(done);
  if (current) choice.setAttribute('aria-current', 'step');
  const titleElement = document.createElement('span');
  titleElement.className = 'learn-list-title';
  titleElement.textContent = title;
  const progressElement = document.createElement('span');
  progressElement.className = 'learn-list-progress';
  progressElement.textContent = progress;
  choice.append(titleElement, progressElement);
  return choice;
}

/**
 * The parts as an ordered list of their buttons.
 * @param {Parameters<typeof progressButton>[0][]} parts
 */
export function progressList(parts) {
  const items = document.createElement('ol');
  for (const part of parts) {
    const item = document.createElement('li');
    item.append(progressButton(part));
    items.append(item);
  }
  return items;
}
