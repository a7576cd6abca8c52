import { EMAIL_TEMPLATE_NAMES } from '@bookshop/contracts/emails';
import type { EmailTemplateDto } from './dto/email-template.dto.js';

/**
 * The templates every shop starts with; the notification handlers send them by name. They are
 * inserted when missing and never overwritten, so an admin's wording survives restarts.
 *
 * Bodies are plain text (a blank line starts a new paragraph). Order emails add the order summary
 * and a button to the order page below the body, so the bodies do not list the items themselves.
 * Order placeholders: customer_name, friendly_id, process_number, order_url, total; the refund
 * email also refund_amount and refund_reason; the withdrawal acknowledgement received_at,
 * withdrawn_books, refund_amount, refund_due and return_address.
 * Contact placeholders: full_name, email, subject, message.
 * A parent's data link: download_url, expires_hours.
 */
export const DEFAULT_TEMPLATE_NAMES = EMAIL_TEMPLATE_NAMES;

export const DEFAULT_TEMPLATES: EmailTemplateDto[] = [
  {
    name: DEFAULT_TEMPLATE_NAMES.orderConfirmation,
    subject_ar: 'شكرًا لك! تم تأكيد طلبك {{friendly_id}}',
    subject_en: 'Thank you! Your order {{friendly_id}} is confirmed',
    subject_nl: 'Bedankt! Je bestelling {{friendly_id}} is bevestigd',
    body_ar: `مرحبًا {{customer_name}}،

شكرًا لك على طلبك من متجرنا. لقد استلمنا دفعتك بقيمة {{total}}، ونعمل الآن على تجهيز كتبك بكل حب وعناية.

رقم طلبك هو {{friendly_id}}. يمكنك متابعة حالة طلبك في أي وقت من خلال الرابط التالي:
{{order_url}}

سنرسل إليك رسالة أخرى فور شحن الطلب.

مع أطيب التحيات،
فريق المكتبة`,
    body_en: `Dear {{customer_name}},

Thank you for your order! We have received your payment of {{total}} and are now getting your books ready with love and care.

Your order number is {{friendly_id}}. You can check on your order at any time here:
{{order_url}}

We will write to you again as soon as your parcel is on its way.

Warm regards,
The bookshop team`,
    body_nl: `Beste {{customer_name}},

Bedankt voor je bestelling! We hebben je betaling van {{total}} ontvangen en maken je boeken nu met liefde en zorg klaar voor verzending.

Je bestelnummer is {{friendly_id}}. Via deze link kun je je bestelling altijd bekijken:
{{order_url}}

Zodra je pakketje onderweg is, laten we het je weten.

Hartelijke groet,
Het team van de boekwinkel`,
  },
  {
    name: DEFAULT_TEMPLATE_NAMES.orderSent,
    subject_ar: 'طلبك {{friendly_id}} في الطريق إليك',
    subject_en: 'Your order {{friendly_id}} is on its way',
    subject_nl: 'Je bestelling {{friendly_id}} is onderweg',
    body_ar: `مرحبًا {{customer_name}}،

لدينا أخبار سعيدة: لقد غادرت كتبك متجرنا وهي الآن في طريقها إليك!

يمكنك متابعة طلبك {{friendly_id}} من خلال الرابط التالي:
{{order_url}}

نتمنى لأطفالك قراءة ممتعة.

مع أطيب التحيات،
فريق المكتبة`,
    body_en: `Dear {{customer_name}},

Good news: your books have left our shop and are on their way to you!

You can follow your order {{friendly_id}} here:
{{order_url}}

We hope your little ones enjoy every page.

Warm regards,
The bookshop team`,
    body_nl: `Beste {{customer_name}},

Goed nieuws: je boeken hebben onze winkel verlaten en zijn onderweg naar jou!

Je kunt je bestelling {{friendly_id}} hier volgen:
{{order_url}}

We wensen jullie alvast veel leesplezier.

Hartelijke groet,
Het team van de boekwinkel`,
  },
  {
    name: DEFAULT_TEMPLATE_NAMES.orderDelivered,
    subject_ar: 'تم توصيل طلبك {{friendly_id}}',
    subject_en: 'Your order {{friendly_id}} has been delivered',
    subject_nl: 'Je bestelling {{friendly_id}} is bezorgd',
    body_ar: `مرحبًا {{customer_name}}،

وصل طلبك {{friendly_id}} إليك. نتمنى أن تضيف هذه الكتب الكثير من الفرح إلى أوقات القراءة مع أطفالك.

إذا لم يكن كل شيء على ما يرام، فلا تتردد في التواصل معنا عبر صفحة "اتصل بنا" في موقعنا، وسنسعد بمساعدتك.

مع أطيب التحيات،
فريق المكتبة`,
    body_en: `Dear {{customer_name}},

Your order {{friendly_id}} has been delivered. We hope these books bring lots of joy to your reading time together.

If anything is not quite right, just get in touch through the contact page on our website and we will gladly help.

Warm regards,
The bookshop team`,
    body_nl: `Beste {{customer_name}},

Je bestelling {{friendly_id}} is bezorgd. We hopen dat de boeken voor veel gezellige voorleesmomenten gaan zorgen.

Is er iets niet helemaal in orde? Neem dan contact met ons op via de contactpagina op onze website, dan helpen we je graag verder.

Hartelijke groet,
Het team van de boekwinkel`,
  },
  {
    name: DEFAULT_TEMPLATE_NAMES.orderRefunded,
    subject_ar: 'استرداد مبلغ {{refund_amount}} لطلبك {{friendly_id}}',
    subject_en: 'A refund of {{refund_amount}} for your order {{friendly_id}}',
    subject_nl: 'Terugbetaling van {{refund_amount}} voor je bestelling {{friendly_id}}',
    body_ar: `مرحبًا {{customer_name}}،

لقد أعدنا إليك مبلغ {{refund_amount}} من طلبك {{friendly_id}}.

السبب: {{refund_reason}}

سيصل المبلغ إلى حسابك بنفس وسيلة الدفع التي استخدمتها، وقد يستغرق ذلك بضعة أيام عمل حسب البنك.

يمكنك الاطلاع على طلبك من خلال الرابط التالي:
{{order_url}}

مع أطيب التحيات،
فريق المكتبة`,
    body_en: `Dear {{customer_name}},

We have refunded {{refund_amount}} of your order {{friendly_id}}.

Reason: {{refund_reason}}

The money goes back the way you paid; depending on your bank it can take a few working days to arrive.

You can look at your order here:
{{order_url}}

Warm regards,
The bookshop team`,
    body_nl: `Beste {{customer_name}},

We hebben {{refund_amount}} van je bestelling {{friendly_id}} terugbetaald.

Reden: {{refund_reason}}

Het geld gaat terug via de manier waarop je hebt betaald; afhankelijk van je bank kan het een paar werkdagen duren voordat het er is.

Je bestelling bekijk je hier:
{{order_url}}

Hartelijke groet,
Het team van de boekwinkel`,
  },
  {
    name: DEFAULT_TEMPLATE_NAMES.withdrawalReceived,
    subject_ar: 'استلمنا انسحابك من الطلب {{friendly_id}}',
    subject_en: 'We received your withdrawal from order {{friendly_id}}',
    subject_nl: 'We hebben je herroeping van bestelling {{friendly_id}} ontvangen',
    body_ar: `مرحبًا {{customer_name}}،

استلمنا انسحابك من العقد للطلب {{friendly_id}} بتاريخ ووقت: {{received_at}}.

الكتب التي انسحبت منها:
{{withdrawn_books}}

أرسل هذه الكتب إلى العنوان التالي:
{{return_address}}

سنعيد إليك {{refund_amount}} (الكتب وتكلفة التوصيل العادية) في موعد أقصاه {{refund_due}}، بنفس وسيلة الدفع التي استخدمتها. يجوز لنا الانتظار حتى تصلنا الكتب أو يصلنا ما يثبت إرسالها.

يمكنك الاطلاع على طلبك من خلال الرابط التالي:
{{order_url}}

مع أطيب التحيات،
فريق المكتبة`,
    body_en: `Dear {{customer_name}},

We received your withdrawal from the contract for order {{friendly_id}} on {{received_at}}.

The books you withdrew from:
{{withdrawn_books}}

Please send these books to:
{{return_address}}

We will refund {{refund_amount}} (the books and the standard delivery) by {{refund_due}}, the way you paid. We may wait until the books are back or you have shown that you sent them.

You can look at your order here:
{{order_url}}

Warm regards,
The bookshop team`,
    body_nl: `Beste {{customer_name}},

We hebben je herroeping van de overeenkomst voor bestelling {{friendly_id}} ontvangen op {{received_at}}.

De boeken die je herroept:
{{withdrawn_books}}

Stuur deze boeken naar:
{{return_address}}

We betalen {{refund_amount}} terug (de boeken en de standaardverzending), uiterlijk op {{refund_due}}, via de manier waarop je hebt betaald. We mogen wachten tot de boeken terug zijn of je hebt laten zien dat je ze hebt verstuurd.

Je bestelling bekijk je hier:
{{order_url}}

Hartelijke groet,
Het team van de boekwinkel`,
  },
  {
    name: DEFAULT_TEMPLATE_NAMES.withdrawalLink,
    subject_ar: 'رابط طلبك {{friendly_id}}',
    subject_en: 'The link to your order {{friendly_id}}',
    subject_nl: 'De link naar je bestelling {{friendly_id}}',
    body_ar: `مرحبًا {{customer_name}}،

طلبت رابط طلبك {{friendly_id}}. من صفحة الطلب يمكنك الانسحاب من العقد:
{{order_url}}

إن لم تطلب ذلك، فتجاهل هذه الرسالة.

مع أطيب التحيات،
فريق المكتبة`,
    body_en: `Dear {{customer_name}},

You asked for the link to your order {{friendly_id}}. On the order's page you can withdraw from the contract:
{{order_url}}

If you did not ask for it, you can ignore this email.

Warm regards,
The bookshop team`,
    body_nl: `Beste {{customer_name}},

Je vroeg om de link naar je bestelling {{friendly_id}}. Op de pagina van je bestelling kun je de overeenkomst herroepen:
{{order_url}}

Heb je hier niet om gevraagd, dan kun je deze e-mail negeren.

Hartelijke groet,
Het team van de boekwinkel`,
  },
  {
    name: DEFAULT_TEMPLATE_NAMES.contactMessage,
    subject_ar: 'رسالة جديدة عبر نموذج التواصل: {{subject}}',
    subject_en: 'New contact form message: {{subject}}',
    subject_nl: 'Nieuw bericht via het contactformulier: {{subject}}',
    body_ar: `وصلتك رسالة جديدة عبر نموذج التواصل في الموقع.

الاسم: {{full_name}}
البريد الإلكتروني: {{email}}
الموضوع: {{subject}}

{{message}}

للرد على {{full_name}}، يكفي أن ترد على هذه الرسالة.`,
    body_en: `You have a new message from the contact form on the website.

Name: {{full_name}}
Email: {{email}}
Subject: {{subject}}

{{message}}

To answer {{full_name}}, simply reply to this email.`,
    body_nl: `Er is een nieuw bericht binnengekomen via het contactformulier op de website.

Naam: {{full_name}}
E-mail: {{email}}
Onderwerp: {{subject}}

{{message}}

Wil je {{full_name}} antwoorden? Beantwoord dan gewoon deze e-mail.`,
  },
  {
    name: DEFAULT_TEMPLATE_NAMES.privacyCopyLink,
    subject_ar: 'نسخة من بياناتك لدى المكتبة',
    subject_en: 'A copy of your data at the bookshop',
    subject_nl: 'Een kopie van je gegevens bij de boekwinkel',
    body_ar: `مرحبًا،

طلبت من صفحة الخصوصية نسخة من البيانات التي نحتفظ بها عنك. يمكنك تنزيلها من الرابط التالي:
{{download_url}}

يعمل الرابط مرة واحدة فقط، ولمدة {{expires_hours}} ساعة.

إن لم تطلب ذلك، فتجاهل هذه الرسالة ولن يحدث شيء.

مع أطيب التحيات،
فريق المكتبة`,
    body_en: `Hello,

You asked on our privacy page for a copy of the data we keep about you. You can download it here:
{{download_url}}

The link works once, for {{expires_hours}} hours.

If you did not ask for this, ignore this email and nothing happens.

Warm regards,
The bookshop team`,
    body_nl: `Hallo,

Je hebt op onze privacypagina gevraagd om een kopie van de gegevens die we over je bewaren. Je kunt die hier downloaden:
{{download_url}}

De link werkt één keer, {{expires_hours}} uur lang.

Heb je hier niet om gevraagd? Negeer dan deze e-mail; er gebeurt niets.

Hartelijke groet,
Het team van de boekwinkel`,
  },
];
