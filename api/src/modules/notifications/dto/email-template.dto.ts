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
  name: string;

  @Subject() subject_ar: string;
  @Subject() subject_en: string;
  @Subject() subject_nl: string;

  @Body() body_ar: string;
  @Body() body_en: string;
  @Body() body_nl: string;
}
