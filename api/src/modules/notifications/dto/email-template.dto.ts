import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Name, all three subjects and all three bodies are required. Applied in this
 * order so that a missing field reports `required` (the validation pipe keeps the last message).
 */
function TemplateText(required: string, tooLong: string, maxLength: number): PropertyDecorator {
  const decorators = [
    MaxLength(maxLength, { message: tooLong }),
    IsNotEmpty({ message: required }),
    IsString({ message: required }),
    Transform(trim),
  ];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

const Subject = () => TemplateText('admin.templates.subjectRequired', 'admin.templates.subjectTooLong', 300);
const Body = () => TemplateText('admin.templates.bodyRequired', 'admin.templates.bodyTooLong', 20_000);

export class EmailTemplateDto {
  @TemplateText('admin.templates.nameRequired', 'admin.templates.nameTooLong', 100)
  @ApiProperty({ example: 'order_shipped' })
  name: string;

  @Subject()
  @ApiProperty({ example: 'تم شحن طلبك {{friendly_id}}' })
  subject_ar: string;
  @Subject()
  @ApiProperty({ example: 'Your order {{friendly_id}} is on its way' })
  subject_en: string;
  @Subject()
  @ApiProperty({ example: 'Je bestelling {{friendly_id}} is onderweg' })
  subject_nl: string;

  @Body()
  @ApiProperty({ example: 'مرحبا {{customer_name}}، طلبك في الطريق.' })
  body_ar: string;
  @Body()
  @ApiProperty({ example: 'Hello {{customer_name}}, your order is on its way.' })
  body_en: string;
  @Body()
  @ApiProperty({ example: 'Hallo {{customer_name}}, je bestelling is onderweg.' })
  body_nl: string;
}
