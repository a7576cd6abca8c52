/** The contact form's name and subject: at most 200 characters each. */
export const MAX_CONTACT_LINE_LENGTH = 200;

/** The contact form's message: at most 5,000 characters. */
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
