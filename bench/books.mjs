// The catalogue the bench seeds: realistic three-language books and a generated JPEG cover each.
import sharp from 'sharp';

/** Story themes; the bench cycles through them (with a volume number) to make as many books as it needs. */
const THEMES = [
  {
    category: 'animals',
    title: ['الجمل الصغير يعود إلى البيت', 'The Little Camel Goes Home', 'Het kleine kameeltje gaat naar huis'],
    author: ['نور حداد', 'Noor Haddad', 'Noor Haddad'],
    description: [
      'يلحق الجمل الصغير بفراشة ملوّنة، فيجد نفسه فجأة وحيدًا في صحراء واسعة. بمساعدة سحلية حكيمة وعصفور مغرّد يعرف طريق العودة إلى أمه. قصة دافئة عن الخوف من الضياع وفرحة الرجوع إلى البيت.',
      'Little Camel chases a butterfly and suddenly the desert looks very big. With help from a wise lizard and a singing bird, he finds his way back to his mother. A gentle story about feeling lost and the joy of coming home.',
      'Het kleine kameeltje rent een vlinder achterna en ineens lijkt de woestijn heel groot. Met hulp van een wijze hagedis en een zingend vogeltje vindt hij de weg terug naar zijn moeder. Een liefdevol verhaal over verdwalen en het fijne gevoel van thuiskomen.',
    ],
  },
  {
    category: 'animals',
    title: ['البومة التي لا تنام', 'The Owl Who Could Not Sleep', 'De uil die niet kon slapen'],
    author: ['سلمى العلي', 'Salma Al-Ali', 'Salma Al-Ali'],
    description: [
      'كل ليلة تحاول البومة الصغيرة أن تنام مثل أصدقائها في النهار، لكن عينيها تبقيان مفتوحتين. تكتشف في النهاية أن الليل له جماله الخاص وأصدقاؤه أيضًا.',
      'Every day the little owl tries to sleep like her friends, but her eyes stay wide open. In the end she discovers that the night has its own beauty, and its own friends too.',
      'Elke dag probeert de kleine uil te slapen zoals haar vriendjes, maar haar ogen blijven wijd open. Uiteindelijk ontdekt ze dat de nacht zijn eigen schoonheid heeft, en ook zijn eigen vrienden.',
    ],
  },
  {
    category: 'animals',
    title: ['السلحفاة والسباق الكبير', 'The Tortoise and the Big Race', 'De schildpad en de grote race'],
    author: ['يوسف منصور', 'Youssef Mansour', 'Youssef Mansour'],
    description: [
      'تقرر السلحفاة بطيئة الخطى أن تشارك في سباق الغابة الكبير. لا تفوز بالسرعة بل بالصبر والمثابرة، وتتعلم الحيوانات كلها درسًا لا تنساه. حكاية قديمة بألوان جديدة.',
      'Slow and steady Tortoise decides to enter the great forest race. She does not win by speed but by patience and persistence, and all the animals learn a lesson they will not forget. An old fable in fresh colours.',
      'De trage schildpad besluit mee te doen aan de grote bosrace. Ze wint niet door snelheid maar door geduld en doorzetten, en alle dieren leren een les die ze niet vergeten. Een oude fabel in nieuwe kleuren.',
    ],
  },
  {
    category: 'animals',
    title: ['قطة في المكتبة', 'A Cat in the Library', 'Een kat in de bibliotheek'],
    author: ['ليلى قاسم', 'Layla Qasim', 'Layla Qasim'],
    description: [
      'تتسلل قطة فضولية إلى مكتبة المدينة بعد إغلاقها. بين الرفوف تجد قصصًا عن البحار والجبال والنجوم، وفي الصباح لا تريد أن تغادر أبدًا.',
      'A curious cat slips into the town library after closing time. Between the shelves she finds stories of seas, mountains and stars, and by morning she never wants to leave.',
      'Een nieuwsgierige kat glipt na sluitingstijd de bibliotheek van de stad binnen. Tussen de planken vindt ze verhalen over zeeën, bergen en sterren, en de volgende ochtend wil ze nooit meer weg.',
    ],
  },
  {
    category: 'people',
    title: ['جدتي وحديقة الياسمين', 'Grandma and the Jasmine Garden', 'Oma en de jasmijntuin'],
    author: ['مريم الخطيب', 'Mariam Al-Khatib', 'Mariam Al-Khatib'],
    description: [
      'تقضي سارة الصيف عند جدتها وتتعلم كيف تعتني بحديقة الياسمين. مع كل زهرة تتفتح تسمع حكاية جديدة عن طفولة جدتها. كتاب عن الأجيال والذكريات ورائحة الصيف.',
      'Sara spends the summer at her grandmother’s house and learns how to care for the jasmine garden. With every flower that opens she hears a new story from her grandmother’s childhood. A book about generations, memories and the smell of summer.',
      'Sara logeert de hele zomer bij haar oma en leert hoe ze voor de jasmijntuin moet zorgen. Bij elke bloem die opengaat hoort ze een nieuw verhaal uit oma’s jeugd. Een boek over generaties, herinneringen en de geur van de zomer.',
    ],
  },
  {
    category: 'people',
    title: ['عمر يتعلم ركوب الدراجة', 'Omar Learns to Ride a Bike', 'Omar leert fietsen'],
    author: ['خالد يوسف', 'Khaled Youssef', 'Khaled Youssef'],
    description: [
      'يسقط عمر مرة ومرتين وثلاث مرات، لكنه لا يستسلم. بمساعدة أخته الكبيرة يتعلم أن الشجاعة ليست ألا تخاف، بل أن تحاول من جديد.',
      'Omar falls once, twice, three times, but he does not give up. With his big sister’s help he learns that courage is not about never being afraid, but about trying again.',
      'Omar valt één keer, twee keer, drie keer, maar hij geeft niet op. Met hulp van zijn grote zus leert hij dat moed niet betekent dat je nooit bang bent, maar dat je het opnieuw probeert.',
    ],
  },
  {
    category: 'people',
    title: ['السوق في يوم الجمعة', 'Friday at the Market', 'Vrijdag op de markt'],
    author: ['هدى السيد', 'Huda El-Sayed', 'Huda El-Sayed'],
    description: [
      'ترافق ليلى أباها إلى السوق الكبير حيث الألوان والأصوات والروائح في كل مكان. تتعلم أسماء الفواكه والتوابل وتعدّ النقود لأول مرة. قصة مرحة مليئة بالتفاصيل للأطفال الفضوليين.',
      'Layla goes with her father to the big market, where colours, sounds and smells are everywhere. She learns the names of fruits and spices and counts money for the very first time. A cheerful story full of details for curious children.',
      'Layla gaat met haar vader naar de grote markt, waar overal kleuren, geluiden en geuren zijn. Ze leert de namen van fruit en specerijen en telt voor het eerst zelf geld. Een vrolijk verhaal vol details voor nieuwsgierige kinderen.',
    ],
  },
  {
    category: 'people',
    title: ['رسالة إلى صديقي البعيد', 'A Letter to My Faraway Friend', 'Een brief aan mijn vriend ver weg'],
    author: ['رنا عيسى', 'Rana Issa', 'Rana Issa'],
    description: [
      'انتقل صديق آدم إلى مدينة أخرى، فقرر آدم أن يكتب له رسالة كل أسبوع. يرسم فيها المدرسة والحي والقطة الجديدة، وينتظر الرد بشوق كبير.',
      'Adam’s best friend has moved to another city, so Adam decides to write him a letter every week. He draws the school, the street and the new cat, and waits eagerly for the answer.',
      'Adams beste vriend is naar een andere stad verhuisd, dus Adam besluit hem elke week een brief te schrijven. Hij tekent de school, de straat en de nieuwe kat, en wacht vol ongeduld op antwoord.',
    ],
  },
  {
    category: 'fantasy',
    title: ['التنين الذي يحب الكعك', 'The Dragon Who Loved Cake', 'De draak die van taart hield'],
    author: ['سامي نصر', 'Sami Nasr', 'Sami Nasr'],
    description: [
      'تنين صغير لا يريد أن ينفث النار، بل يريد أن يخبز الكعك. يسخر منه التنانين الآخرون حتى يأتي عيد ميلاد الملكة. قصة طريفة عن أن تكون نفسك.',
      'A little dragon does not want to breathe fire; he wants to bake cakes. The other dragons laugh at him, until the queen’s birthday comes around. A funny story about being yourself.',
      'Een kleine draak wil geen vuur spuwen, hij wil taarten bakken. De andere draken lachen hem uit, tot de verjaardag van de koningin aanbreekt. Een grappig verhaal over jezelf zijn.',
    ],
  },
  {
    category: 'fantasy',
    title: ['مفتاح القمر الفضي', 'The Silver Moon Key', 'De zilveren maansleutel'],
    author: ['دينا فارس', 'Dina Fares', 'Dina Fares'],
    description: [
      'تجد زينب مفتاحًا فضيًا تحت وسادتها يفتح بابًا صغيرًا إلى عالم القمر. هناك تقابل أرانب تتكلم ونجومًا تغني، وعليها أن تعود قبل شروق الشمس.',
      'Zainab finds a silver key under her pillow that opens a tiny door to the world of the moon. There she meets talking rabbits and singing stars, and she must be home before sunrise.',
      'Zainab vindt onder haar kussen een zilveren sleutel die een klein deurtje naar de wereld van de maan opent. Daar ontmoet ze pratende konijnen en zingende sterren, en ze moet voor zonsopgang weer thuis zijn.',
    ],
  },
  {
    category: 'fantasy',
    title: ['السفينة الطائرة', 'The Flying Ship', 'Het vliegende schip'],
    author: ['طارق حمدان', 'Tariq Hamdan', 'Tariq Hamdan'],
    description: [
      'يبني ثلاثة أصدقاء سفينة من الورق المقوى، وفي ليلة عاصفة ترتفع بهم فوق السحاب. يزورون جزرًا عائمة ويقابلون قبطانًا من الريح. مغامرة عن الخيال والصداقة والعمل معًا.',
      'Three friends build a ship out of cardboard, and on a stormy night it lifts them above the clouds. They visit floating islands and meet a captain made of wind. An adventure about imagination, friendship and working together.',
      'Drie vrienden bouwen een schip van karton, en op een stormachtige nacht tilt het hen boven de wolken uit. Ze bezoeken zwevende eilanden en ontmoeten een kapitein van wind. Een avontuur over verbeelding, vriendschap en samenwerken.',
    ],
  },
  {
    category: 'fantasy',
    title: ['الغول الخجول', 'The Shy Giant', 'De verlegen reus'],
    author: ['أمل شاكر', 'Amal Shaker', 'Amal Shaker'],
    description: [
      'في أعلى الجبل يعيش عملاق خجول يخاف من الأطفال أكثر مما يخافون منه. حين تضيع طفلة في الضباب، يجد الشجاعة ليساعدها، ويكتشف أهل القرية قلبه الطيب.',
      'High on the mountain lives a shy giant who is more afraid of children than they are of him. When a little girl gets lost in the fog he finds the courage to help her, and the village discovers his kind heart.',
      'Hoog op de berg woont een verlegen reus die banger is voor kinderen dan zij voor hem. Als een meisje in de mist verdwaalt vindt hij de moed om haar te helpen, en het dorp ontdekt zijn goede hart.',
    ],
  },
];

const AGE_SETS = [['infants', 'toddlers'], ['toddlers', 'children'], ['children'], ['children', 'teenagers'], ['teenagers']];
const PRICES = ['9.95', '12.50', '14.95', '16.50', '19.99', '24.50'];
const VOLUME = ['الجزء', 'Part', 'Deel'];

/** The form fields of book number `index` (0-based), as the back office's POST /api/admin/books takes them. */
export function bookFields(index) {
  const theme = THEMES[index % THEMES.length];
  const volume = Math.floor(index / THEMES.length) + 1;
  const title = (lang) => (volume === 1 ? theme.title[lang] : `${theme.title[lang]} – ${VOLUME[lang]} ${volume}`);
  return {
    title_ar: title(0),
    title_en: title(1),
    title_nl: title(2),
    author_ar: theme.author[0],
    author_en: theme.author[1],
    author_nl: theme.author[2],
    description_ar: theme.description[0],
    description_en: theme.description[1],
    description_nl: theme.description[2],
    price: PRICES[index % PRICES.length],
    age_groups: JSON.stringify(AGE_SETS[index % AGE_SETS.length]),
    featured: index % 7 === 0 ? 'true' : 'false',
    category: theme.category,
    stock: index % 3 === 0 ? '' : String((index * 7) % 40),
  };
}

/** A picture-book cover (800 x 1120 JPEG, about 16 KB): a gradient, a sun, hills and a framed title block, coloured per book. */
export async function coverJpeg(index) {
  const hue = (index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1120">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,52%)"/>
  </linearGradient></defs>
  <rect width="800" height="1120" fill="url(#sky)"/>
  <circle cx="${560 + (index % 5) * 20}" cy="260" r="110" fill="hsl(${(hue + 180) % 360},85%,65%)"/>
  <ellipse cx="200" cy="1040" rx="520" ry="260" fill="hsl(${(hue + 90) % 360},45%,40%)"/>
  <ellipse cx="700" cy="1100" rx="480" ry="240" fill="hsl(${(hue + 120) % 360},50%,32%)"/>
  <rect x="80" y="80" width="640" height="150" rx="24" fill="white" fill-opacity="0.85"/>
  <rect x="120" y="120" width="${300 + (index % 7) * 30}" height="30" rx="10" fill="hsl(${hue},40%,30%)"/>
  <rect x="120" y="170" width="220" height="20" rx="8" fill="hsl(${hue},30%,45%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Words that vary the copied titles, in the three languages, so no two copies share a title. */
const PLACES = [
  ['في الصحراء', 'in the Desert', 'in de woestijn'],
  ['عند البحر', 'by the Sea', 'aan zee'],
  ['في الشتاء', 'in Winter', 'in de winter'],
  ['في المدينة', 'in the City', 'in de stad'],
  ['تحت المطر', 'in the Rain', 'in de regen'],
  ['في الغابة', 'in the Forest', 'in het bos'],
  ['على الجبل', 'on the Mountain', 'op de berg'],
  ['في الليل', 'at Night', "'s nachts"],
  ['في المدرسة', 'at School', 'op school'],
  ['في الحديقة', 'in the Garden', 'in de tuin'],
];

/**
 * Fills the catalogue up to `total` books with copies of the books it holds, in SQL: each copy's
 * titles get one of ten places and a number ("The Owl Who Could Not Sleep at Night 412", "De uil
 * die niet kon slapen 's nachts 412"), two thirds have tracked stock, one in fifty is featured;
 * then VACUUM ANALYZE of the books and of the dictionary of their words (book_search_words, which a
 * trigger fills), as autovacuum does soon after an import, so the planner knows the tables' sizes.
 * Without the dictionary's statistics the typing-mistake lookup read all its words (15 to 20 ms
 * here) rather than its trigram index (under 2 ms). `client` is a connected pg client.
 */
export async function copyBooks(client, total) {
  const [{ count }] = (await client.query('SELECT count(*)::int AS count FROM books')).rows;
  await client.query(
    `INSERT INTO books (title_ar, title_en, title_nl, author_ar, author_en, author_nl, description_ar, description_en, description_nl,
       price_cents, age_groups, category, featured, stock, cover_image, created_at)
     SELECT b.title_ar || ' ' || p.ar || ' ' || n, b.title_en || ' ' || p.en || ' ' || n, b.title_nl || ' ' || p.nl || ' ' || n,
       b.author_ar, b.author_en, b.author_nl, b.description_ar, b.description_en, b.description_nl,
       b.price_cents + (n % 7) * 50, b.age_groups, b.category, n % 50 = 0,
       CASE WHEN n % 3 = 0 THEN NULL ELSE 1000000 END, b.cover_image, now() - n * interval '1 minute'
     FROM generate_series(1, $4::int) AS n
     JOIN (SELECT *, row_number() OVER (ORDER BY created_at) - 1 AS i FROM books) b ON b.i = n % $5::int
     JOIN (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS p(ar, en, nl, k)) p ON p.k - 1 = (n / $5::int) % ${PLACES.length}`,
    [PLACES.map((place) => place[0]), PLACES.map((place) => place[1]), PLACES.map((place) => place[2]), Math.max(0, total - count), count],
  );
  await client.query('VACUUM ANALYZE books, book_search_words');
}
