/** Event names and payloads of the contact module. */
export interface ContactEvents {
  /** A visitor's message; the notifications module mails it to the settings' admin_email. */
  'contact.received': { message_id: string; full_name: string; email: string; subject: string; message: string };
}
