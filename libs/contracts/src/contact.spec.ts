import { describe, expect, it } from '@jest/globals';
import { MAX_CONTACT_LINE_LENGTH, MAX_CONTACT_MESSAGE_LENGTH } from './contact.js';

describe('the contact form', () => {
  it('takes a name and a subject of up to 200 characters and a message of up to 5,000', () => {
    expect(MAX_CONTACT_LINE_LENGTH).toBe(200);
    expect(MAX_CONTACT_MESSAGE_LENGTH).toBe(5000);
  });
});
