import type { Language } from '@bookshop/contracts/languages';
import type { LegalTextKind } from '@bookshop/contracts/legal-texts';

/**
 * Version 1 of each legal text in a new shop, in the project's own words (docs/consumer-law.md
 * says which rule each part follows). {{placeholders}} are filled in from the settings when shown.
 * Staff publish their own versions in the back office; these are never changed in place.
 */
export const DEFAULT_LEGAL_TEXTS: Record<LegalTextKind, Record<Language, string>> = {
  terms: {
    ar: `# الشروط والأحكام

تسري هذه الشروط على كل طلب في متجر {{shop_name}} الإلكتروني. البائع هو {{legal_name}}، {{address}}. رقم السجل التجاري (KvK) {{kvk_number}}، ورقم ضريبة القيمة المضافة {{vat_number}}. يمكنكم التواصل معنا عبر {{email}} أو {{phone}}.

## 1. الأسعار

جميع الأسعار في المتجر تشمل ضريبة القيمة المضافة. تظهر تكلفة الشحن إلى بلدكم عند إتمام الطلب، مع المبلغ الإجمالي الذي ستدفعونه، قبل تقديم الطلب.

## 2. الطلب والعقد

تقدّمون طلبكم بالزر «اطلب وادفع» في الخطوة الأخيرة من إتمام الطلب. بهذا الزر تلتزمون بالدفع، وينعقد العقد. وبعد الدفع مباشرة تصلكم رسالة تأكيد بالبريد الإلكتروني فيها طلبكم وهذه الشروط وسياسة الانسحاب ونموذج الانسحاب.

## 3. الدفع

تدفعون عن طريق مزوّد الدفع لدينا، بالوسائل المعروضة في صفحة الدفع. إذا فشل الدفع فلا يبقى عقد ولا يُخصم شيء، ويمكنكم إعادة المحاولة من صفحة طلبكم.

## 4. التوصيل

نوصّل إلى هولندا وسائر دول الاتحاد الأوروبي. تظهر مدة التوصيل إلى بلدكم عند إتمام الطلب. إذا لم نستطع التوصيل في تلك المدة، أو خلال 30 يومًا على الأكثر، فيحق لكم إلغاء الطلب ونردّ لكم ما دفعتم. ولا تنتقل إليكم مسؤولية فقدان الكتب أو تلفها إلا بعد أن تستلموها أنتم أو من سمّيتموه.

## 5. حقكم في الانسحاب

يحق لكم الانسحاب من الشراء خلال 14 يومًا من يوم استلام الكتب، دون ذكر أي سبب. تجدون كيف يتم ذلك وما يكلّفه ومتى تستردّون أموالكم في سياسة الانسحاب والإرجاع، ومعها نموذج الانسحاب.

## 6. الضمان القانوني

يجب أن يكون كل كتاب مطابقًا لوصفه وخاليًا من العيوب. يمنحكم القانون ضمانًا مدته سنتان من تاريخ التسليم: إذا ظهر عيب خلال هذه المدة نصلح الكتاب أو نستبدله، أو نردّ ثمنه إن لم يكن ذلك ممكنًا. ووعدنا باستبدال الكتاب التالف أو الخاطئ بسرعة (انظروا سياسة الانسحاب والإرجاع) يأتي إضافةً إلى هذا الضمان ولا يحلّ محله.

## 7. الشكاوى

أرسلوا شكواكم إلى {{email}} مع رقم الطلب. نردّ خلال 14 يومًا. وإن لم نتوصل معًا إلى حل، فيمكنكم اللجوء إلى هيئة حماية المستهلك أو المحكمة في بلدكم.

## 8. القانون الواجب التطبيق

يسري القانون الهولندي على هذه الشروط. وإن كنتم تقيمون في بلد آخر من الاتحاد الأوروبي، فتبقى لكم الحماية التي يمنحها قانون ذلك البلد للمستهلكين.
`,
    en: `# Terms and conditions

These terms apply to every order placed in the web shop {{shop_name}}. The seller is {{legal_name}}, {{address}}. Chamber of Commerce (KvK) number {{kvk_number}}, VAT number {{vat_number}}. You can reach us at {{email}} or {{phone}}.

## 1. Prices

Every price in the shop includes VAT. The delivery cost for your country is shown at checkout, together with the total you pay, before you place your order.

## 2. The order and the contract

You place your order with the button "Order and pay" on the last step of the checkout. With that button you agree to pay, and the contract is made. Right after your payment you receive a confirmation by e-mail with your order, these terms, the withdrawal policy and the model withdrawal form.

## 3. Payment

You pay through our payment provider, with the methods shown on its payment page. If the payment fails, no contract remains and nothing is charged; you can try paying again from your order page.

## 4. Delivery

We deliver to the Netherlands and the other countries of the European Union. The delivery time for your country is shown at checkout. If we cannot deliver within that time, or at the latest within 30 days, you may cancel the order and we refund what you paid. The risk of loss or damage passes to you only once you, or someone you named, have received the books.

## 5. Your right of withdrawal

You may withdraw from the purchase within 14 days of the day you received the books, without giving any reason. How this works, what it costs and when you get your money back is in our withdrawal and returns policy, with the model withdrawal form.

## 6. The legal guarantee

Every book must be as described and free of defects. The law gives you a guarantee of two years from delivery: if a defect shows within that time, we repair or replace the book, or, if that is not possible, refund it. Our promise to exchange a damaged or wrong book quickly (see the withdrawal and returns policy) comes on top of this guarantee and does not replace it.

## 7. Complaints

Send a complaint to {{email}}, with your order number. We reply within 14 days. If we cannot solve it together, you may turn to the consumer authority or the court of your country.

## 8. Applicable law

Dutch law applies to these terms. If you live in another country of the European Union, you keep the protection that the law of that country gives consumers.
`,
    nl: `# Algemene voorwaarden

Deze voorwaarden gelden voor elke bestelling in de webwinkel {{shop_name}}. De verkoper is {{legal_name}}, {{address}}. KvK-nummer {{kvk_number}}, btw-nummer {{vat_number}}. Je bereikt ons via {{email}} of {{phone}}.

## 1. Prijzen

Alle prijzen in de winkel zijn inclusief btw. De verzendkosten voor jouw land zie je bij het afrekenen, samen met het totaal dat je betaalt, voordat je bestelt.

## 2. De bestelling en de overeenkomst

Je bestelt met de knop "Bestellen en betalen" in de laatste stap van het afrekenen. Met die knop verplicht je je tot betalen, en komt de overeenkomst tot stand. Direct na je betaling krijg je een bevestiging per e-mail met je bestelling, deze voorwaarden, het herroepingsbeleid en het modelformulier voor herroeping.

## 3. Betalen

Je betaalt via onze betaaldienst, met de betaalmethoden op de betaalpagina. Mislukt de betaling, dan blijft er geen overeenkomst en wordt er niets afgeschreven; je kunt het opnieuw proberen vanaf je bestelpagina.

## 4. Levering

We bezorgen in Nederland en de andere landen van de Europese Unie. De levertijd voor jouw land zie je bij het afrekenen. Lukt het ons niet binnen die tijd te leveren, of uiterlijk binnen 30 dagen, dan mag je de bestelling annuleren en betalen we terug wat je betaalde. Het risico van verlies of beschadiging gaat pas op je over als jij, of iemand die je aanwees, de boeken hebt ontvangen.

## 5. Je herroepingsrecht

Je mag de koop binnen 14 dagen na de dag waarop je de boeken ontving zonder opgave van redenen herroepen. Hoe dat gaat, wat het kost en wanneer je je geld terugkrijgt, staat in ons herroepings- en retourbeleid, met het modelformulier.

## 6. De wettelijke garantie

Elk boek moet zijn zoals beschreven en zonder gebreken. De wet geeft je twee jaar garantie vanaf de levering: komt er in die tijd een gebrek aan het licht, dan herstellen of vervangen we het boek, of betalen we het terug als dat niet kan. Onze belofte om een beschadigd of verkeerd boek snel te ruilen (zie het herroepings- en retourbeleid) komt bovenop deze garantie en vervangt haar niet.

## 7. Klachten

Stuur een klacht naar {{email}}, met je bestelnummer. We antwoorden binnen 14 dagen. Komen we er samen niet uit, dan kun je je wenden tot de consumentenautoriteit of de rechter van je land.

## 8. Toepasselijk recht

Op deze voorwaarden is Nederlands recht van toepassing. Woon je in een ander land van de Europese Unie, dan houd je de bescherming die het recht van dat land consumenten geeft.
`,
  },
  withdrawal: {
    ar: `# سياسة الانسحاب والإرجاع

## حقكم في الانسحاب

يحق لكم الانسحاب من الشراء خلال 14 يومًا دون ذكر أي سبب.

تنتهي مدة الانسحاب بعد 14 يومًا من اليوم الذي تستلمون فيه الكتب أنتم، أو شخص سمّيتموه غير شركة النقل. وإذا وصل طلبكم في أكثر من طرد، تُحسب الأيام الأربعة عشر من يوم وصول الطرد الأخير.

للانسحاب أخبرونا بوضوح أنكم تريدون ذلك: بزر الانسحاب من العقد في صفحة طلبكم، أو برسالة إلى {{email}}، أو بالبريد إلى {{legal_name}}، {{address}}. يمكنكم استخدام نموذج الانسحاب أدناه، لكنه غير إلزامي. ويكفي أن ترسلوا رسالتكم قبل انقضاء الأيام الأربعة عشر.

## ماذا يحدث بعد الانسحاب

نردّ لكم كل ما دفعتموه مقابل الطلب، بما في ذلك تكلفة الشحن العادي، خلال 14 يومًا من يوم استلامنا لانسحابكم. وإن اخترتم طريقة توصيل أغلى من التوصيل العادي لدينا، فلا نردّ الفرق. ونردّ المبلغ بوسيلة الدفع نفسها التي استخدمتموها، دون أي تكلفة عليكم.

يجوز لنا تأجيل الردّ إلى أن تصلنا الكتب، أو إلى أن تثبتوا لنا أنكم أرسلتموها، أيّهما أسبق.

## إعادة الكتب

يُرجى إرسال الكتب إلى {{legal_name}}، {{address}}، خلال 14 يومًا من اليوم الذي أخبرتمونا فيه بالانسحاب. تكلفة إعادة الإرسال عليكم، إلا إذا وصل الكتاب تالفًا أو لم يكن الكتاب الذي طلبتموه.

يمكنكم تصفّح الكتب كما تفعلون في مكتبة. ولا تتحمّلون إلا نقص القيمة الناتج عن استعمالها أكثر مما يلزم لمعرفة طبيعتها.

## كتاب تالف أو خاطئ: وعدنا الإضافي

إذا وصل كتاب تالفًا، أو لم يكن الكتاب الذي طلبتموه، فأخبرونا خلال 7 أيام من التسليم مع رقم الطلب وصورة. نرسل لكم نسخة جديدة على نفقتنا، أو نردّ لكم المبلغ إن فضّلتم ذلك، وندفع تكلفة إعادة الإرسال. هذا الوعد يأتي إضافةً إلى حقكم في الانسحاب والضمان القانوني، ولا يحلّ محلّهما أبدًا.

## الضمان القانوني

يمنحكم القانون ضمانًا مدته سنتان من تاريخ التسليم: يجب أن يكون الكتاب مطابقًا لوصفه وخاليًا من العيوب. إذا ظهر عيب خلال هذه المدة نصلح الكتاب أو نستبدله، أو نردّ ثمنه إن لم يكن ذلك ممكنًا.

## نموذج الانسحاب

(املؤوا هذا النموذج وأرسلوه فقط إذا كنتم تريدون الانسحاب من العقد.)

- إلى: {{legal_name}}، {{address}}، البريد الإلكتروني {{email}}
- أُعلمكم/نُعلمكم (\\*) بأنني/بأننا (\\*) أنسحب/ننسحب (\\*) من عقد شراء الكتب التالية:
- تاريخ الطلب (\\*) / تاريخ الاستلام (\\*):
- رقم الطلب:
- اسم المستهلك/المستهلكين:
- عنوان المستهلك/المستهلكين:
- توقيع المستهلك/المستهلكين (فقط إذا أُرسل هذا النموذج على الورق):
- التاريخ:

(\\*) احذفوا ما لا ينطبق.
`,
    en: `# Withdrawal and returns policy

## Your right of withdrawal

You may withdraw from your purchase within 14 days without giving any reason.

The withdrawal period ends 14 days after the day on which you, or someone you named other than the carrier, received the books. If your order came in more than one parcel, the 14 days count from the day the last parcel arrived.

To withdraw, tell us clearly that you wish to do so: with the button "Withdraw from contract here" on your order page, by e-mail to {{email}}, or by post to {{legal_name}}, {{address}}. You may use the model withdrawal form below, but you do not have to. It is enough that you send your message before the 14 days are over.

## What happens after you withdraw

We refund everything you paid for the order, including the standard delivery cost, within 14 days of the day we received your withdrawal. If you chose a more expensive way of delivery than our standard one, we do not refund the extra cost. We refund with the same payment method you used, at no cost to you.

We may wait with the refund until the books are back with us, or until you have shown us that you have sent them, whichever comes first.

## Sending the books back

Please send the books back to {{legal_name}}, {{address}}, within 14 days of the day you told us you withdraw. The cost of sending them back is yours, unless a book arrived damaged or was not the book you ordered.

You may look at the books as you would in a bookshop. You are only liable for a loss in value caused by handling them more than is needed to see what they are like.

## A damaged or wrong book: our extra promise

If a book arrives damaged, or is not the book you ordered, tell us within 7 days of delivery, with your order number and a photo. We send you a new copy at our cost, or refund you if you prefer, and we pay the return postage. This promise comes on top of your right of withdrawal and the legal guarantee; it never replaces them.

## The legal guarantee

The law gives you a guarantee of two years from delivery: a book must be as described and free of defects. If a defect shows within that time, we repair or replace the book, or refund it if that is not possible.

## Model withdrawal form

(Fill in and send this form only if you wish to withdraw from the contract.)

- To: {{legal_name}}, {{address}}, e-mail {{email}}
- I/We (\\*) hereby give notice that I/we (\\*) withdraw from my/our (\\*) contract of sale of the following books (\\*):
- Ordered on (\\*) / received on (\\*):
- Order number:
- Name of consumer(s):
- Address of consumer(s):
- Signature of consumer(s) (only if this form is sent on paper):
- Date:

(\\*) Delete as appropriate.
`,
    nl: `# Herroepings- en retourbeleid

## Je herroepingsrecht

Je mag je aankoop binnen 14 dagen zonder opgave van redenen herroepen.

De herroepingstermijn verloopt 14 dagen na de dag waarop jij, of iemand die je aanwees en die niet de vervoerder is, de boeken ontving. Kwam je bestelling in meer dan één pakket, dan tellen de 14 dagen vanaf de dag waarop het laatste pakket aankwam.

Om te herroepen laat je ons duidelijk weten dat je dat wilt: met de knop "Hier de overeenkomst herroepen" op je bestelpagina, per e-mail aan {{email}}, of per post aan {{legal_name}}, {{address}}. Je mag het modelformulier hieronder gebruiken, maar dat hoeft niet. Het is genoeg dat je je bericht verstuurt voordat de 14 dagen om zijn.

## Wat er gebeurt als je herroept

We betalen alles terug wat je voor de bestelling betaalde, inclusief de standaard verzendkosten, binnen 14 dagen na de dag waarop we je herroeping ontvingen. Koos je een duurdere manier van bezorgen dan onze standaardbezorging, dan betalen we de extra kosten niet terug. We betalen terug met dezelfde betaalmethode die je gebruikte, zonder kosten voor jou.

We mogen met terugbetalen wachten tot de boeken weer bij ons zijn, of tot je hebt laten zien dat je ze hebt teruggestuurd, wat het eerst komt.

## De boeken terugsturen

Stuur de boeken terug naar {{legal_name}}, {{address}}, binnen 14 dagen na de dag waarop je ons liet weten dat je herroept. De kosten van het terugsturen zijn voor jou, behalve als een boek beschadigd aankwam of niet het boek was dat je bestelde.

Je mag de boeken bekijken zoals je dat in een boekwinkel zou doen. Je bent alleen aansprakelijk voor waardevermindering die komt doordat je ze meer hebt gebruikt dan nodig is om te zien hoe ze zijn.

## Een beschadigd of verkeerd boek: onze extra belofte

Komt een boek beschadigd aan, of is het niet het boek dat je bestelde, laat het ons dan binnen 7 dagen na de levering weten, met je bestelnummer en een foto. We sturen je op onze kosten een nieuw exemplaar, of betalen je terug als je dat liever hebt, en we betalen de retourzending. Deze belofte komt bovenop je herroepingsrecht en de wettelijke garantie; ze vervangt die nooit.

## De wettelijke garantie

De wet geeft je twee jaar garantie vanaf de levering: een boek moet zijn zoals beschreven en zonder gebreken. Komt er in die tijd een gebrek aan het licht, dan herstellen of vervangen we het boek, of betalen we het terug als dat niet kan.

## Modelformulier voor herroeping

(Vul dit formulier alleen in en stuur het alleen terug als je de overeenkomst wilt herroepen.)

- Aan: {{legal_name}}, {{address}}, e-mail {{email}}
- Ik/Wij (\\*) deel/delen (\\*) u hierbij mede dat ik/wij (\\*) onze overeenkomst betreffende de verkoop van de volgende boeken herroep/herroepen (\\*):
- Besteld op (\\*) / ontvangen op (\\*):
- Bestelnummer:
- Naam/Namen consument(en):
- Adres consument(en):
- Handtekening van consument(en) (alleen als dit formulier op papier wordt ingediend):
- Datum:

(\\*) Doorhalen wat niet van toepassing is.
`,
  },
  privacy: {
    ar: `# سياسة الخصوصية

نحتفظ بأقل قدر ممكن من البيانات الشخصية، وفقط لخدمتك. توضح هذه السياسة ما نحتفظ به، ولماذا، وإلى متى، وما هي حقوقك.

## المسؤول عن بياناتك

{{legal_name}}، {{address}} (رقم السجل التجاري {{kvk_number}}) هي المسؤولة عن بياناتك الشخصية. يمكنك التواصل معنا على {{email}} أو {{phone}}.

## البيانات التي نحتفظ بها

نحتفظ بالبيانات التي تقدّمها لنا بنفسك:

- عند الطلب: اسمك وبريدك الإلكتروني ورقم هاتفك وعنوان الشحن والكتب التي طلبتها وحالة الدفع. أما بيانات بطاقتك أو حسابك المصرفي فتذهب مباشرة إلى مزوّد خدمة الدفع، ولا نطّلع عليها أبدًا.
- عند مراسلتنا: اسمك وبريدك الإلكتروني وموضوع رسالتك ونصها.
- عند كتابة مراجعة: اسمك وبريدك الإلكتروني وتقييمك ونص المراجعة. لا يُنشر إلا اسمك وتقييمك والنص، وذلك بعد موافقتنا على المراجعة فقط.
- تُحفظ سلة التسوق في متصفحك أنت (التخزين المحلي)، ولا تصل إلينا إلا عند تقديم الطلب؛ وتُحفظ اللغة التي اخترتها في ملف تعريف ارتباط (كوكي) واحد لتصلك كل صفحة بها. كلاهما ضروري لعمل المتجر، لذا لا نطلب موافقتك عليهما. ولا نستخدم ملفات تعريف الارتباط للإعلانات أو للتتبع، ولا تحمّل صفحاتنا شيئًا من مواقع أخرى.

## لماذا نحتفظ بها

نستخدم بياناتك فقط للغرض الذي قدّمتها من أجله:

- لتجهيز طلبك وشحنه وتوصيله، وإرسال تأكيد الطلب إليك: وهذا ضروري لتنفيذ عقدنا معك (المادة 6(1)(ب) من اللائحة العامة لحماية البيانات)؛
- للرد على استفساراتك: مصلحتنا المشروعة في مساعدتك (المادة 6(1)(و))؛
- لعرض مراجعتك على الآباء والأمهات الآخرين، والتواصل معك بشأنها عند الحاجة: بموافقتك عند إرسالها (المادة 6(1)(أ))؛
- للاحتفاظ بحساباتنا كما يقتضي قانون الضرائب: التزام قانوني (المادة 6(1)(ج)).

## مع من نشاركها

لا نبيع بياناتك أبدًا. نشاركها فقط مع الشركات التي تساعدنا في إيصال طلبك إليك، ولا يحق لها استخدامها إلا لهذه المهمة:

- مزوّد خدمة الدفع، لمعالجة عملية الدفع؛
- شركة الشحن، التي تحتاج إلى اسمك وعنوانك ورقم هاتفك لتوصيل الطرد؛
- خدمة البريد الإلكتروني، لإرسال تأكيد الطلب وردودنا عليك.

## مدة الاحتفاظ بها

- الطلبات التي لم تُدفع قط: يُحذف اسمك وعنوانك ورقم هاتفك وبريدك الإلكتروني بعد {{retention_unpaid_orders_months}} أشهر.
- الطلبات المدفوعة: تبقى المبالغ والدولة والضريبة في حساباتنا مدة {{retention_tax_records_years}} سنوات بعد نهاية سنة الطلب، كما يقتضي قانون الضرائب الهولندي؛ ثم يُحذف اسمك وعنوانك ورقم هاتفك وبريدك الإلكتروني.
- رسائل التواصل: تُحذف بعد {{retention_contact_messages_months}} شهرًا.
- الرسائل التي أرسلناها إليك: تُحذف نسخنا منها بعد {{retention_mail_files_months}} أشهر.
- المراجعات: ما دامت معروضة على الموقع، أو حتى تطلب منا حذفها.

## حقوقك

إذا كنت تقيم في الاتحاد الأوروبي، فإن اللائحة العامة لحماية البيانات (GDPR) تمنحك الحق في:

- الاطلاع على البيانات الشخصية التي نحتفظ بها عنك؛
- تصحيح البيانات غير الصحيحة؛
- حذف بياناتك، ما لم يُلزمنا القانون بالاحتفاظ بها؛
- تقييد استخدام بياناتك؛
- الحصول على بياناتك بصيغة شائعة الاستخدام (قابلية نقل البيانات)؛
- الاعتراض على طريقة استخدامنا لبياناتك.

## الأسئلة والطلبات

يمكنك في أسفل هذه الصفحة طلب نسخة من كل ما نحتفظ به عنك: نرسل إليك رابطًا يعمل مرة واحدة خلال 24 ساعة لتنزيلها. وراسلنا على {{email}} لتصحيح بياناتك أو حذفها، أو لأي سؤال آخر عن بياناتك. ونرد على كل طلب خلال شهر واحد. ويمكنك أيضًا تقديم شكوى إلى هيئة حماية البيانات الهولندية (Autoriteit Persoonsgegevens) أو إلى هيئة حماية البيانات في بلدك.
`,
    en: `# Privacy policy

We keep as little personal data as possible, and only to serve you. This policy explains what we keep, why, for how long, and what your rights are.

## Who is responsible

{{legal_name}}, {{address}} (Chamber of Commerce {{kvk_number}}) is responsible for your personal data. You reach us at {{email}} or {{phone}}.

## What we keep

We keep the data you give us yourself:

- When you order: your name, e-mail address, phone number, shipping address, the books you ordered and the status of your payment. Your card or bank details go straight to our payment provider; we never see them.
- When you send us a message: your name, e-mail address, the subject and your message.
- When you write a review: your name, e-mail address, rating and review text. Only your name, rating and text are published, and only after we have approved the review.
- Your cart is kept in your own browser (local storage) and only reaches us when you place an order; your chosen language is kept in one cookie so every page comes in it. Both are needed for the shop to work, so we ask no consent for them. We use no advertising or tracking cookies, and our pages load nothing from other websites.

## Why we keep it

We use your data only for the purpose you gave it for:

- to process, ship and deliver your order, and to send you the order confirmation: needed to carry out our contract with you (GDPR art. 6(1)(b));
- to answer your questions: our legitimate interest in helping you (art. 6(1)(f));
- to show your review to other parents, and to contact you about it if needed: your consent when you send it (art. 6(1)(a));
- to keep our accounts as the tax law requires: a legal obligation (art. 6(1)(c)).

## Who we share it with

We never sell your data. We share it only with the companies that help us deliver your order, and they may use it for that task only:

- our payment provider, to process your payment;
- the carrier, who needs your name, address and phone number to deliver your parcel;
- our e-mail service, to send you the order confirmation and our replies.

## How long we keep it

- Orders that were never paid: your name, address, phone number and e-mail address are removed after {{retention_unpaid_orders_months}} months.
- Paid orders: the amounts, the country and the VAT stay in our accounts for {{retention_tax_records_years}} years after the end of the year of the order, as Dutch tax law requires; your name, address, phone number and e-mail address are removed then.
- Contact messages: deleted after {{retention_contact_messages_months}} months.
- The e-mails we sent you: our copies are deleted after {{retention_mail_files_months}} months.
- Reviews: as long as they are shown on the site, or until you ask us to remove them.

## Your rights

If you live in the European Union, the General Data Protection Regulation (GDPR) gives you the right:

- to see the personal data we hold about you;
- to have incorrect data corrected;
- to have your data deleted, unless the law obliges us to keep it;
- to have the use of your data restricted;
- to receive your data in a common format (data portability);
- to object to how we use your data.

## Questions and requests

Below on this page you can ask for a copy of everything we hold about you: we e-mail you a link that works once, for 24 hours, to download it. Write to us at {{email}} to have your data corrected or deleted, or with any other question about your data. We answer every request within one month. You can also lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) or with the data protection authority of your own country.
`,
    nl: `# Privacybeleid

We bewaren zo weinig mogelijk persoonsgegevens, en alleen om jou te kunnen helpen. Hier lees je wat we bewaren, waarom, hoe lang en wat je rechten zijn.

## Wie verantwoordelijk is

{{legal_name}}, {{address}} (KvK {{kvk_number}}) is verantwoordelijk voor je persoonsgegevens. Je bereikt ons via {{email}} of {{phone}}.

## Wat we bewaren

We bewaren de gegevens die je ons zelf geeft:

- Als je bestelt: je naam, e-mailadres, telefoonnummer, bezorgadres, de bestelde boeken en de status van je betaling. Je kaart- of bankgegevens gaan rechtstreeks naar onze betaalprovider; die zien wij nooit.
- Als je ons een bericht stuurt: je naam, e-mailadres, het onderwerp en je bericht.
- Als je een review schrijft: je naam, e-mailadres, beoordeling en tekst. Alleen je naam, beoordeling en tekst worden gepubliceerd, en pas nadat we de review hebben goedgekeurd.
- Je winkelwagen wordt in je eigen browser bewaard (local storage) en komt pas bij ons als je een bestelling plaatst; je gekozen taal staat in één cookie, zodat elke pagina in die taal komt. Beide zijn nodig om de winkel te laten werken, dus vragen we er geen toestemming voor. We gebruiken geen advertentie- of trackingcookies, en onze pagina's laden niets van andere websites.

## Waarom we ze bewaren

We gebruiken je gegevens alleen voor het doel waarvoor je ze ons gaf:

- om je bestelling te verwerken, te verzenden en te bezorgen, en je de orderbevestiging te sturen: nodig voor onze overeenkomst met jou (AVG art. 6 lid 1 onder b);
- om je vragen te beantwoorden: ons gerechtvaardigd belang om je te helpen (art. 6 lid 1 onder f);
- om je review aan andere ouders te laten zien en zo nodig contact met je op te nemen: jouw toestemming als je hem instuurt (art. 6 lid 1 onder a);
- om onze boekhouding te bewaren zoals de belastingwet vraagt: een wettelijke plicht (art. 6 lid 1 onder c).

## Met wie we ze delen

We verkopen je gegevens nooit. We delen ze alleen met de bedrijven die ons helpen je bestelling te bezorgen, en die mogen ze alleen voor die taak gebruiken:

- onze betaalprovider, om je betaling te verwerken;
- de vervoerder, die je naam, adres en telefoonnummer nodig heeft om je pakket te bezorgen;
- onze e-maildienst, om je de orderbevestiging en onze antwoorden te sturen.

## Hoe lang we ze bewaren

- Bestellingen die nooit zijn betaald: je naam, adres, telefoonnummer en e-mailadres worden na {{retention_unpaid_orders_months}} maanden verwijderd.
- Betaalde bestellingen: de bedragen, het land en de btw blijven {{retention_tax_records_years}} jaar na het einde van het jaar van de bestelling in onze administratie, zoals de fiscale bewaarplicht vereist; je naam, adres, telefoonnummer en e-mailadres worden dan verwijderd.
- Contactberichten: verwijderd na {{retention_contact_messages_months}} maanden.
- De e-mails die we je stuurden: onze kopieën worden na {{retention_mail_files_months}} maanden verwijderd.
- Reviews: zolang ze op de site staan, of tot je ons vraagt ze te verwijderen.

## Jouw rechten

Woon je in de Europese Unie? Dan geeft de Algemene verordening gegevensbescherming (AVG, in het Engels GDPR) je het recht om:

- de persoonsgegevens in te zien die we over je bewaren;
- onjuiste gegevens te laten corrigeren;
- je gegevens te laten verwijderen, tenzij de wet ons verplicht ze te bewaren;
- het gebruik van je gegevens te laten beperken;
- je gegevens in een gangbaar formaat te ontvangen (dataportabiliteit);
- bezwaar te maken tegen hoe we je gegevens gebruiken.

## Vragen en verzoeken

Onderaan deze pagina vraag je een kopie aan van alles wat we over je bewaren: we mailen je een link die één keer werkt, 24 uur lang, om die te downloaden. Mail ons op {{email}} om je gegevens te laten corrigeren of verwijderen, of met een andere vraag over je gegevens. We beantwoorden elk verzoek binnen een maand. Je kunt ook een klacht indienen bij de Autoriteit Persoonsgegevens of bij de privacytoezichthouder in je eigen land.
`,
  },
  shipping: {
    ar: `# تفاصيل الشحن

نوصل طلباتنا إلى هولندا وسائر دول الاتحاد الأوروبي. إليك ما يمكنك توقعه بعد إتمام طلبك.

## موعد الشحن

نشحن طلبك في اليوم التالي لتقديمه.

## مدة التوصيل

يستغرق التوصيل من 2 إلى 5 أيام عمل حسب مكان إقامتك.

تصلك رسالة بالبريد الإلكتروني لتأكيد طلبك، ويمكنك متابعة حالته في أي وقت من صفحة الطلب.

## يوم الجمعة

يوم الجمعة عطلة لدى شركات الشحن التي نتعامل معها: لا تُستلم الطرود ولا تُسلَّم في هذا اليوم، لذلك لا يُحتسب الجمعة من أيام العمل.

## تأجيل التوصيل

إذا تعذّر عليك استلام الطرد، يمكن تأجيل التوصيل مرتين على الأكثر.

يُرجى التأكد من وجود من يستلمه في أحد هذين الموعدين، حتى لا تعود الكتب إلينا.

## تكاليف الشحن

تختلف تكلفة الشحن حسب بلد التوصيل، وتظهر لك عند إتمام الطلب قبل الدفع.

ويصبح الشحن مجانيًا إذا بلغت قيمة طلبك حدّ الشحن المجاني المحدد لبلدك.

## التأخر في التوصيل وضياع الطرود

تظهر مدة التوصيل إلى بلدكم عند إتمام الطلب، قبل أن تطلبوا. إذا لم تصلكم الكتب في تلك المدة، أو خلال 30 يومًا على الأكثر، فيحق لكم إلغاء الطلب ونردّ لكم ما دفعتم. وإلى أن تستلموا كتبكم، نتحمّل نحن مسؤولية فقدانها أو تلفها في الطريق.
`,
    en: `# Shipping details

We deliver to the Netherlands and to the other countries of the European Union. Here is what you can expect once you have placed your order.

## When we ship

We ship your order on the day after you place it.

## Delivery time

Delivery takes 2 to 5 business days, depending on where you live.

You receive an e-mail confirming your order, and you can follow its status on your order page at any time.

## Fridays

Friday is a holiday for our carriers: no parcels are collected or delivered on Fridays, so a Friday does not count as a business day.

## Postponing a delivery

If you cannot receive your parcel, the delivery can be postponed at most twice.

Please make sure someone can receive it on one of those days, so that your books do not have to come back to us.

## Shipping costs

Shipping costs depend on the destination country and are shown at checkout, before you pay.

When your order reaches your country's free-shipping threshold, shipping is free.

## Late delivery and lost parcels

The delivery time for your country is shown at checkout before you order. If your books do not arrive within that time, or at the latest within 30 days, you may cancel the order and we refund what you paid. Until you have received your books, the risk of loss or damage on the way is ours.
`,
    nl: `# Verzending en levering

We bezorgen in Nederland en in de andere landen van de Europese Unie. Dit kun je verwachten nadat je hebt besteld.

## Wanneer we verzenden

We verzenden je bestelling op de dag nadat je hebt besteld.

## Levertijd

De levering duurt 2 tot 5 werkdagen, afhankelijk van waar je woont.

Je krijgt een e-mail ter bevestiging van je bestelling, en op je bestelpagina kun je de status altijd volgen.

## Vrijdag

Vrijdag is een vrije dag voor onze vervoerders: op vrijdag worden geen pakketten opgehaald of bezorgd, dus een vrijdag telt niet als werkdag.

## Bezorging uitstellen

Kun je je pakket niet in ontvangst nemen? Dan kan de bezorging hoogstens twee keer worden uitgesteld.

Zorg dat er op een van die dagen iemand is om het aan te nemen, zodat je boeken niet naar ons terug hoeven.

## Verzendkosten

De verzendkosten hangen af van het land van bestemming. Je ziet ze bij het afrekenen, voordat je betaalt.

Bereikt je bestelling de drempel voor gratis verzending van jouw land, dan verzenden we gratis.

## Te late levering en zoekgeraakte pakketten

De levertijd voor jouw land zie je bij het afrekenen, voordat je bestelt. Komen je boeken niet binnen die tijd aan, of uiterlijk binnen 30 dagen, dan mag je de bestelling annuleren en betalen we terug wat je betaalde. Tot je je boeken hebt ontvangen, is het risico van verlies of beschadiging onderweg voor ons.
`,
  },
  about: {
    ar: `# من نحن

نقدّم قصصًا عربية برسوم جميلة للأطفال الذين يكبرون في أوروبا.

## قصتنا

بدأت الحكاية على طاولة مطبخنا. كنا نربّي أطفالنا في هولندا، وبحثنا طويلًا عن كتب عربية مصوّرة تضاهي في جمالها الكتب الهولندية والإنجليزية على رفوفهم، فلم نجد إلا القليل.

فبدأنا نصنعها ونجمعها بأنفسنا: قصص دافئة برسوم غنية، مكتوبة بعربية واضحة وحيّة يستمتع الأطفال بقراءتها بصوت عالٍ مع والديهم. ونختار كل كتاب بعناية، لغةً ورسمًا ورسالةً.

واليوم نرسل كتبنا إلى العائلات في هولندا وألمانيا وسائر أوروبا، ليكبر الأطفال أينما كانوا على حب اللغة العربية والحكايات التي تحملها.

## من نحن قانونيًا

{{shop_name}} متجر إلكتروني تابع لـ {{legal_name}}، {{address}}. رقم السجل التجاري (KvK) {{kvk_number}}، ورقم ضريبة القيمة المضافة {{vat_number}}. البريد الإلكتروني {{email}}، الهاتف {{phone}}.
`,
    en: `# About us

We bring beautifully illustrated Arabic stories to children growing up in Europe.

## Our story

It began at our own kitchen table. Raising our children in the Netherlands, we looked everywhere for Arabic picture books as beautiful as the Dutch and English books on their shelves, and found very few.

So we started making and collecting them ourselves: warm stories with rich illustrations, written in clear, lively Arabic that children enjoy reading aloud with their parents. We choose every book with care, for its language, its pictures and its message.

Today we send our books to families across the Netherlands, Germany and the rest of Europe, so that children everywhere can grow up loving the Arabic language and the stories it carries.

## Who we are

{{shop_name}} is a web shop of {{legal_name}}, {{address}}. Chamber of Commerce (KvK) number {{kvk_number}}, VAT number {{vat_number}}. E-mail {{email}}, phone {{phone}}.
`,
    nl: `# Over ons

Wij brengen prachtig geïllustreerde Arabische verhalen naar kinderen die in Europa opgroeien.

## Ons verhaal

Het begon aan onze eigen keukentafel. Toen we onze kinderen in Nederland opvoedden, zochten we overal naar Arabische prentenboeken die net zo mooi waren als de Nederlandse en Engelse boeken in hun kast. We vonden er maar weinig.

Dus gingen we ze zelf maken en verzamelen: warme verhalen met rijke illustraties, in helder en levendig Arabisch dat kinderen graag samen met hun ouders voorlezen. Elk boek kiezen we met zorg uit, om de taal, de tekeningen en de boodschap.

Nu versturen we onze boeken naar gezinnen in heel Nederland, Duitsland en de rest van Europa, zodat kinderen overal kunnen opgroeien met liefde voor de Arabische taal en de verhalen die erbij horen.

## Wie we zijn

{{shop_name}} is een webwinkel van {{legal_name}}, {{address}}. KvK-nummer {{kvk_number}}, btw-nummer {{vat_number}}. E-mail {{email}}, telefoon {{phone}}.
`,
  },
};
