import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '../../platform/events/outbox.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactMessageDto } from './dto/contact-message.dto.js';
import type { ContactReceiptView } from './dto/store.view.js';

/** Contact messages: stored, then mailed to the admin email by the notifications module's handler. */
@Injectable()
export class ContactService {
  constructor(@Inject(Outbox) private readonly outbox: Outbox) {}

  /** The message and its event share one transaction: no message is stored without the event that mails it. */
  async receive(input: ContactMessageDto): Promise<ContactReceiptView> {
    return this.outbox.transaction(async (manager, publish) => {
      const saved = await manager.save(
        manager.create(ContactMessage, { fullName: input.full_name, email: input.email, subject: input.subject, message: input.message }),
      );
      publish({
        name: 'contact.received',
        payload: { message_id: saved.id, full_name: saved.fullName, email: saved.email, subject: saved.subject, message: saved.message },
      });
      return { id: saved.id };
    });
  }
}
