// @ts-check

/** The error a cancelled request of an engine client rejects with (engine-client.js, lazy-client.js). */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}
