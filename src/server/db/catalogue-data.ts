/**
 * The salon's menu as seeded into an empty database. Written by us for this
 * salon; prices in whole baht, durations in minutes. Each category's cheapest
 * price and shortest duration are what the home page tiles show, so the
 * tiles follow this data (Nails 400 / 30, Waxing 300 / 30, Eyelashes 1000 /
 * 60, Spa 400 / 45).
 *
 * Each name and description also comes in Thai, Russian and Simplified Chinese (decision 174),
 * written for customers rather than word for word. Migration 0011 fills the same texts into an existing
 * database whose rows still carry these English names; `menu-translations-seed.db.test.ts` keeps the two equal.
 * The English descriptions and each service's stable key came with migration 0013 fills them into
 * an existing database the same way (decision 180).
 */
import type { CategoryTranslations, ServiceTranslations } from '../../domain/menu-translations.ts';

export interface SeedService {
  readonly name: string;
  /** Stable across renames and languages (services.catalogue_key): how pages find a treatment they feature. */
  readonly key: string;
  /** The English description: English is every language's fallback, so none is left empty. */
  readonly description: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
  /** Name and description in Thai, Russian and Simplified Chinese. */
  readonly translations: ServiceTranslations;
}

export interface SeedCategory {
  readonly name: string;
  readonly slug: string;
  readonly translations: CategoryTranslations;
  readonly services: readonly SeedService[];
}

export const seedCatalogue: readonly SeedCategory[] = [
  {
    name: 'Nails',
    slug: 'nails',
    translations: { th: { name: 'เล็บ' }, ru: { name: 'Ногти' }, zh: { name: '美甲' } },
    services: [
      {
        name: 'Classic Manicure',
        key: 'classic-manicure',
        description: 'Shaped nails, gentle cuticle care and a coat of classic polish in the shade you love.',
        priceThb: 400,
        durationMinutes: 30,
        translations: {
          th: {
            name: 'ทำเล็บมือแบบคลาสสิก',
            description: 'ตัดและตะไบเล็บให้ได้ทรงสวย ดูแลจมูกเล็บอย่างอ่อนโยน แล้วทาสีธรรมดาในเฉดที่คุณชอบ',
          },
          ru: {
            name: 'Классический маникюр',
            description: 'Форма ногтей, бережный уход за кутикулой и покрытие обычным лаком любимого оттенка.',
          },
          zh: { name: '经典手部美甲', description: '修剪塑形、护理死皮，再涂上您喜欢的普通指甲油。' },
        },
      },
      {
        name: 'Classic Pedicure',
        key: 'classic-pedicure',
        description: 'A warm soak, tidy nails and cuticles, softly smoothed heels and a coat of classic polish.',
        priceThb: 450,
        durationMinutes: 45,
        translations: {
          th: { name: 'ทำเล็บเท้าแบบคลาสสิก', description: 'แช่เท้าให้ผ่อนคลาย ตัดแต่งเล็บและจมูกเล็บ ขัดส้นเท้าเบาๆ แล้วทาสีธรรมดา' },
          ru: {
            name: 'Классический педикюр',
            description:
              'Расслабляющая ванночка, обработка ногтей и кутикулы, мягкая полировка пяточек и покрытие обычным лаком.',
          },
          zh: { name: '经典足部美甲', description: '舒缓泡脚，修剪趾甲、护理死皮，轻柔打磨脚跟，再涂上普通指甲油。' },
        },
      },
      {
        name: 'Manicure (French Nails)',
        key: 'manicure-french-nails',
        description: 'The timeless French finish: neatly shaped nails with crisp white tips that suit every look.',
        priceThb: 590,
        durationMinutes: 45,
        translations: {
          th: { name: 'ทำเล็บมือสไตล์เฟรนช์', description: 'เล็บทรงสวยพร้อมปลายขาวแบบเฟรนช์คลาสสิก ดูสะอาดตาและเข้ากับทุกลุค' },
          ru: {
            name: 'Французский маникюр',
            description: 'Классический френч: аккуратная форма и белые кончики, которые подходят к любому образу.',
          },
          zh: { name: '法式美甲', description: '经典法式白边，干净优雅，百搭各种造型。' },
        },
      },
      {
        name: 'Gel Polish Manicure',
        key: 'gel-polish-manicure',
        description: 'A glossy gel polish finish that stays flawless and chip-free for two to three weeks.',
        priceThb: 650,
        durationMinutes: 60,
        translations: {
          th: { name: 'ทาสีเจลเล็บมือ', description: 'สีเจลเงางาม อบให้แห้งด้วยเครื่องอบเล็บ ติดทนนาน 2–3 สัปดาห์ ไม่บิ่นง่าย' },
          ru: {
            name: 'Маникюр с покрытием гель-лаком',
            description: 'Стойкое глянцевое покрытие гель-лаком держится до 2–3 недель без сколов.',
          },
          zh: { name: '手部甲油胶美甲', description: '亮泽甲油胶经灯照固化，持久 2–3 周不易剥落。' },
        },
      },
      {
        name: 'Gel Polish Pedicure',
        key: 'gel-polish-pedicure',
        description: 'Careful toenail care finished with gel polish that keeps its shine for weeks.',
        priceThb: 700,
        durationMinutes: 60,
        translations: {
          th: { name: 'ทาสีเจลเล็บเท้า', description: 'ดูแลเล็บเท้าครบทุกขั้นตอน แล้วทาสีเจลที่เงางามและติดทนนานหลายสัปดาห์' },
          ru: {
            name: 'Педикюр с покрытием гель-лаком',
            description: 'Уход за ногтями стоп и стойкое покрытие гель-лаком, которое радует блеском несколько недель.',
          },
          zh: { name: '足部甲油胶美甲', description: '足部指甲全套护理，再涂上亮泽持久的甲油胶，美美维持数周。' },
        },
      },
      {
        name: 'Gel French Manicure',
        key: 'gel-french-manicure',
        description: 'The classic French tip in gel: glossy, precise and far longer-lasting than ordinary polish.',
        priceThb: 790,
        durationMinutes: 60,
        translations: {
          th: { name: 'ทำเล็บเจลสไตล์เฟรนช์', description: 'ลุคเฟรนช์คลาสสิกด้วยสีเจล เงางามและติดทนกว่าสีทาเล็บธรรมดา' },
          ru: {
            name: 'Французский маникюр гель-лаком',
            description:
              'Классический френч гель-лаком: блестящий, аккуратный и держится намного дольше обычного лака.',
          },
          zh: { name: '法式甲油胶美甲', description: '用甲油胶打造经典法式白边，亮泽持久，比普通指甲油更耐久。' },
        },
      },
      {
        name: 'Chrome Nails',
        key: 'chrome-nails',
        description: 'A mirror-bright metallic sheen, with chrome powder sealed over gel polish.',
        priceThb: 850,
        durationMinutes: 75,
        translations: {
          th: { name: 'เล็บโครม', description: 'เล็บเงาวาวสะท้อนแสงเหมือนกระจก ด้วยผงโครมบนสีเจล' },
          ru: {
            name: 'Маникюр с эффектом хрома',
            description: 'Зеркальный металлический блеск: хромовая пудра поверх гель-лака.',
          },
          zh: { name: '魔镜粉镜面美甲', description: '在甲油胶上叠加魔镜粉，呈现镜面般的金属光泽。' },
        },
      },
      {
        name: 'Acrylic Refill',
        key: 'acrylic-refill',
        description: 'We fill the grown-out area at the cuticle and refresh the shape; best every two to three weeks.',
        priceThb: 900,
        durationMinutes: 75,
        translations: {
          th: { name: 'เติมเล็บอะคริลิก', description: 'เติมส่วนโคนเล็บที่ยาวออกมาและเก็บทรงให้สวยเหมือนทำใหม่ แนะนำทุก 2–3 สัปดาห์' },
          ru: {
            name: 'Коррекция акриловых ногтей',
            description: 'Заполняем отросшую зону у кутикулы и обновляем форму. Рекомендуем раз в 2–3 недели.',
          },
          zh: { name: '水晶甲补甲', description: '填补甲根新长出的部分并重新修形，建议每 2–3 周补一次。' },
        },
      },
      {
        name: 'Acrylic Full Set',
        key: 'acrylic-full-set',
        description: 'A new set of acrylic nails in the length and shape you choose: strong and natural-looking.',
        priceThb: 1200,
        durationMinutes: 90,
        translations: {
          th: {
            name: 'ต่อเล็บอะคริลิกทั้งชุด',
            description: 'ต่อเล็บอะคริลิกใหม่ทุกนิ้ว เลือกความยาวและทรงได้ตามใจ แข็งแรงและดูเป็นธรรมชาติ',
          },
          ru: {
            name: 'Наращивание ногтей акрилом',
            description: 'Новый комплект акриловых ногтей нужной длины и формы: прочно и естественно.',
          },
          zh: { name: '水晶甲全套延长', description: '全新水晶甲延长，长度和甲型随心选择，坚固又自然。' },
        },
      },
    ],
  },
  {
    name: 'Eyelashes',
    slug: 'eyelashes',
    translations: { th: { name: 'ขนตา' }, ru: { name: 'Ресницы' }, zh: { name: '美睫' } },
    services: [
      {
        name: 'Classic Lashes',
        key: 'classic-lashes',
        description: 'One extension on each of your own lashes: a natural look, noticeably more defined.',
        priceThb: 1000,
        durationMinutes: 60,
        translations: {
          th: { name: 'ต่อขนตาแบบคลาสสิก', description: 'ต่อขนตาเส้นต่อเส้น ให้ดวงตาดูยาวและชัดขึ้นอย่างเป็นธรรมชาติ' },
          ru: {
            name: 'Классическое наращивание ресниц',
            description: 'Одна ресница на каждую вашу: естественный, но заметно более выразительный взгляд.',
          },
          zh: { name: '经典单根嫁接睫毛', description: '每根真睫毛嫁接一根假睫毛，自然纤长，眼神更有神。' },
        },
      },
      {
        name: 'Lash Refill (within 3 weeks)',
        key: 'lash-refill-within-3-weeks',
        description:
          'We replace the lashes that have shed so your set looks full again; for extensions up to three weeks old.',
        priceThb: 1000,
        durationMinutes: 60,
        translations: {
          th: {
            name: 'เติมขนตา (ภายใน 3 สัปดาห์)',
            description: 'เติมขนตาส่วนที่หลุดร่วงให้กลับมาเต็มสวย สำหรับขนตาที่ต่อไว้ไม่เกิน 3 สัปดาห์',
          },
          ru: {
            name: 'Коррекция ресниц (в течение 3 недель)',
            description:
              'Восполняем выпавшие ресницы, чтобы взгляд снова был густым. Для наращивания не старше 3 недель.',
          },
          zh: { name: '补睫毛（3 周内）', description: '为 3 周内嫁接的睫毛补上脱落的部分，恢复浓密饱满。' },
        },
      },
      {
        name: 'Wet Look Lashes',
        key: 'wet-look-lashes',
        description: 'Lashes gathered into glossy spikes, as if you had just stepped out of the sea.',
        priceThb: 1100,
        durationMinutes: 75,
        translations: {
          th: { name: 'ต่อขนตาลุคเปียก (Wet Look)', description: 'ขนตาเป็นแฉกเงาวาว ดูฉ่ำเหมือนเพิ่งขึ้นจากน้ำ' },
          ru: {
            name: 'Наращивание ресниц «мокрый эффект»',
            description: 'Ресницы собраны в глянцевые лучики, будто вы только что вышли из моря.',
          },
          zh: { name: '湿感睫毛', description: '睫毛呈一簇簇带光泽的尖角，仿佛刚出水般灵动。' },
        },
      },
      {
        name: 'Natural Volume Lashes (3D)',
        key: 'natural-volume-lashes-3d',
        description: 'Light fans of three lashes on each of your own: soft volume that still looks natural.',
        priceThb: 1200,
        durationMinutes: 90,
        translations: {
          th: {
            name: 'ต่อขนตาวอลลุ่มธรรมชาติ (3D)',
            description: 'ขนตาพัดเล็ก 3 เส้นต่อขนตาจริง 1 เส้น ได้ความหนานุ่มแต่ยังดูเป็นธรรมชาติ',
          },
          ru: {
            name: 'Натуральный объём ресниц (3D)',
            description: 'Лёгкие пучки по три ресницы на каждую вашу: мягкий объём, который выглядит естественно.',
          },
          zh: { name: '自然浓密睫毛（3D）', description: '每根真睫毛嫁接 3 根轻柔的扇形假睫毛，浓密却依然自然。' },
        },
      },
      {
        name: 'Hybrid Lashes',
        key: 'hybrid-lashes',
        description: 'Classic and volume lashes blended for a fluffy, textured look that is never too heavy.',
        priceThb: 1300,
        durationMinutes: 90,
        translations: {
          th: { name: 'ต่อขนตาแบบไฮบริด', description: 'ผสมผสานขนตาแบบคลาสสิกกับวอลลุ่ม ได้ลุคมีมิติ ฟูสวยแต่ไม่หนาเกินไป' },
          ru: {
            name: 'Гибридное наращивание ресниц',
            description: 'Сочетание классики и объёма: пушистый, текстурный, но не слишком густой взгляд.',
          },
          zh: { name: '混合式嫁接睫毛', description: '单根与开花睫毛相结合，层次丰富、蓬松而不过分浓重。' },
        },
      },
      {
        name: 'Russian Volume Lashes',
        key: 'russian-volume-lashes',
        description: 'The finest lashes, hand-made into fans: a lush, striking look that still feels light.',
        priceThb: 1500,
        durationMinutes: 120,
        translations: {
          th: {
            name: 'ต่อขนตาแบบรัสเซียนวอลลุ่ม',
            description: 'ขนตาเส้นบางเบาทำเป็นพัดด้วยมือทีละช่อ ให้ความหนาฟูเต็มตาแต่ยังเบาสบาย',
          },
          ru: {
            name: 'Русский объём',
            description: 'Тончайшие ресницы, собранные в пучки вручную: пышный, яркий и при этом лёгкий взгляд.',
          },
          zh: { name: '俄式浓密睫毛', description: '手工制作超细开花睫毛，浓密丰盈，依然轻盈舒适。' },
        },
      },
      {
        name: 'Kim K Style Lashes',
        key: 'kim-k-style-lashes',
        description: 'Spikes of varying length for a bold, red-carpet gaze.',
        priceThb: 1500,
        durationMinutes: 120,
        translations: {
          th: { name: 'ต่อขนตาสไตล์คิม เค', description: 'ขนตาเป็นแฉกสลับความยาว โดดเด่นสะดุดตาแบบเซเลบ' },
          ru: { name: 'Ресницы в стиле Kim K', description: 'Лучики разной длины: эффектный взгляд, как у звезды.' },
          zh: { name: 'Kim K 风格睫毛', description: '长短交错的尖角造型，明星般吸睛。' },
        },
      },
      {
        name: 'Mega Volume Lashes',
        key: 'mega-volume-lashes',
        description: 'The fullest density and deepest colour, for those who love the most dramatic eyes.',
        priceThb: 1800,
        durationMinutes: 120,
        translations: {
          th: { name: 'ต่อขนตาเมก้าวอลลุ่ม', description: 'ขนตาหนาแน่นเต็มที่ เข้มชัดสำหรับคนที่ชอบลุคจัดเต็ม' },
          ru: {
            name: 'Мега-объём ресниц',
            description: 'Максимальная густота и насыщенный цвет для тех, кто любит самый яркий взгляд.',
          },
          zh: { name: '超浓密睫毛', description: '极致浓密、颜色饱满，适合喜欢华丽眼妆的您。' },
        },
      },
    ],
  },
  {
    name: 'Waxing',
    slug: 'waxing',
    translations: { th: { name: 'แว็กซ์ขน' }, ru: { name: 'Восковая депиляция' }, zh: { name: '蜜蜡脱毛' } },
    services: [
      {
        name: 'Underarm Waxing',
        key: 'underarm-waxing',
        description: 'Quick and gentle, for smooth underarms that last for weeks.',
        priceThb: 300,
        durationMinutes: 30,
        translations: {
          th: { name: 'แว็กซ์ขนรักแร้', description: 'กำจัดขนใต้วงแขนอย่างรวดเร็วและอ่อนโยน ผิวเรียบเนียนได้นานหลายสัปดาห์' },
          ru: { name: 'Депиляция подмышек воском', description: 'Быстро и бережно: гладкая кожа на несколько недель.' },
          zh: { name: '腋下蜜蜡脱毛', description: '快速温和，肌肤光滑可维持数周。' },
        },
      },
      {
        name: 'Half Leg Waxing',
        key: 'half-leg-waxing',
        description: 'From knee to ankle, leaving legs smooth for weeks.',
        priceThb: 600,
        durationMinutes: 30,
        translations: {
          th: { name: 'แว็กซ์ขนครึ่งขา', description: 'แว็กซ์ขนขาช่วงล่าง ตั้งแต่ใต้เข่าถึงข้อเท้า' },
          ru: {
            name: 'Депиляция голеней воском',
            description: 'Ноги от колена до щиколотки: гладкость на несколько недель.',
          },
          zh: { name: '半腿蜜蜡脱毛', description: '膝盖以下至脚踝，光滑可维持数周。' },
        },
      },
      {
        name: 'Full Arm Waxing',
        key: 'full-arm-waxing',
        description: 'The whole arm, shoulder to wrist, for soft and smooth skin.',
        priceThb: 700,
        durationMinutes: 30,
        translations: {
          th: { name: 'แว็กซ์ขนแขนทั้งแขน', description: 'แว็กซ์ขนแขนตั้งแต่หัวไหล่ถึงข้อมือ ผิวเนียนนุ่มน่าสัมผัส' },
          ru: {
            name: 'Депиляция рук воском полностью',
            description: 'Руки целиком, от плеча до запястья: кожа гладкая и нежная.',
          },
          zh: { name: '全臂蜜蜡脱毛', description: '从肩膀到手腕，肌肤细滑柔嫩。' },
        },
      },
      {
        name: 'Bikini Line Waxing',
        key: 'bikini-line-waxing',
        description: 'A neat line along the edge of your swimwear, ready for the beach.',
        priceThb: 700,
        durationMinutes: 30,
        translations: {
          th: { name: 'แว็กซ์ขนแนวบิกินี', description: 'เก็บขนบริเวณขอบบิกินีให้เรียบร้อย พร้อมใส่ชุดว่ายน้ำได้อย่างมั่นใจ' },
          ru: {
            name: 'Депиляция линии бикини воском',
            description: 'Аккуратная линия по краю купальника: можно смело идти на пляж.',
          },
          zh: { name: '比基尼线蜜蜡脱毛', description: '整理泳衣边缘的毛发，自信穿上泳装。' },
        },
      },
      {
        name: 'Full Leg Waxing',
        key: 'full-leg-waxing',
        description: 'The whole leg, from thigh to ankle, smooth for weeks to come.',
        priceThb: 1000,
        durationMinutes: 45,
        translations: {
          th: { name: 'แว็กซ์ขนทั้งขา', description: 'แว็กซ์ขนตั้งแต่ต้นขาถึงข้อเท้า ผิวเรียบเนียนทั้งขา' },
          ru: {
            name: 'Депиляция ног воском полностью',
            description: 'Ноги целиком, от бедра до щиколотки: гладкость надолго.',
          },
          zh: { name: '全腿蜜蜡脱毛', description: '从大腿到脚踝，整条腿光滑细腻。' },
        },
      },
      {
        name: 'Brazilian Waxing',
        key: 'brazilian-waxing',
        description: 'Almost all hair removed from the bikini area, with a neat strip at the front if you wish.',
        priceThb: 1100,
        durationMinutes: 45,
        translations: {
          th: { name: 'แว็กซ์บราซิลเลียน', description: 'แว็กซ์ขนบริเวณจุดซ่อนเร้นเกือบทั้งหมด เหลือแนวเล็กๆ ด้านหน้าไว้ได้ตามต้องการ' },
          ru: {
            name: 'Бразильская депиляция',
            description: 'Почти полное удаление волос в зоне бикини, по желанию с аккуратной полоской спереди.',
          },
          zh: { name: '巴西式蜜蜡脱毛', description: '比基尼区域几乎全部脱除，可按您的喜好在前方保留一小条。' },
        },
      },
      {
        name: 'Hollywood Waxing',
        key: 'hollywood-waxing',
        description: 'All hair removed from the bikini area for perfectly smooth skin.',
        priceThb: 1300,
        durationMinutes: 45,
        translations: {
          th: { name: 'แว็กซ์ฮอลลีวูด', description: 'แว็กซ์ขนบริเวณจุดซ่อนเร้นออกทั้งหมด เรียบเนียนหมดจด' },
          ru: {
            name: 'Голливудская депиляция',
            description: 'Полное удаление волос в зоне бикини: идеально гладкая кожа.',
          },
          zh: { name: '好莱坞式蜜蜡脱毛', description: '比基尼区域完全脱除，干净光滑。' },
        },
      },
    ],
  },
  {
    name: 'Spa',
    slug: 'spa',
    translations: { th: { name: 'สปา' }, ru: { name: 'СПА' }, zh: { name: 'SPA 护理' } },
    services: [
      {
        name: 'Hand Scrub SPA',
        key: 'hand-scrub-spa',
        description: 'A gentle scrub renews the skin, then a fragrant lotion leaves your hands soft and hydrated.',
        priceThb: 400,
        durationMinutes: 45,
        translations: {
          th: { name: 'สปาสครับมือ', description: 'ขัดผลัดเซลล์ผิวเก่าอย่างอ่อนโยน แล้วบำรุงด้วยโลชั่นหอมๆ ให้มือนุ่มเนียน' },
          ru: {
            name: 'СПА-скраб для рук',
            description: 'Мягкий скраб обновляет кожу, а ароматный лосьон дарит нежность и увлажнение.',
          },
          zh: { name: '手部去角质 SPA', description: '温和去除老化角质，再涂上芳香润肤乳，双手柔嫩细滑。' },
        },
      },
      {
        name: 'Foot Scrub SPA',
        key: 'foot-scrub-spa',
        description: 'A scrub that softens rough skin on feet and heels, followed by a moisturising finish.',
        priceThb: 400,
        durationMinutes: 45,
        translations: {
          th: { name: 'สปาสครับเท้า', description: 'ขัดผิวเท้าและส้นเท้าที่หยาบกร้าน แล้วบำรุงให้นุ่มชุ่มชื้น' },
          ru: {
            name: 'СПА-скраб для ног',
            description: 'Скраб смягчает огрубевшую кожу стоп и пяточек, затем увлажняющий уход.',
          },
          zh: { name: '足部去角质 SPA', description: '去除脚底与脚跟的粗糙角质，再深层滋润，双脚柔软舒适。' },
        },
      },
      {
        name: 'Hand & Arm Massage',
        key: 'hand-arm-massage',
        description: 'A relaxing massage with fragrant oil that melts away the tiredness of a long day.',
        priceThb: 450,
        durationMinutes: 45,
        translations: {
          th: { name: 'นวดมือและแขน', description: 'นวดผ่อนคลายมือและแขนด้วยน้ำมันหอมระเหย คลายความเมื่อยล้าจากวันยาวๆ' },
          ru: {
            name: 'Массаж кистей и рук',
            description: 'Расслабляющий массаж с ароматным маслом снимает усталость после долгого дня.',
          },
          zh: { name: '手部及手臂按摩', description: '以芳香精油舒缓按摩，缓解一天的疲惫。' },
        },
      },
      {
        name: 'Paraffin Hand Treatment',
        key: 'paraffin-hand-treatment',
        description: 'Warm paraffin deeply hydrates, leaving hands instantly soft and smooth.',
        priceThb: 500,
        durationMinutes: 45,
        translations: {
          th: { name: 'พาราฟินบำรุงมือ', description: 'แช่มือในพาราฟินอุ่นๆ เติมความชุ่มชื้นล้ำลึก มือนุ่มเนียนทันที' },
          ru: {
            name: 'Парафинотерапия для рук',
            description: 'Тёплый парафин глубоко увлажняет: руки сразу становятся мягкими и гладкими.',
          },
          zh: { name: '手部蜡疗护理', description: '温热石蜡深层滋润，双手立刻柔软细嫩。' },
        },
      },
      {
        name: 'Foot Massage',
        key: 'foot-massage',
        description: 'A soothing massage that eases tired feet, just what you need after a day of exploring.',
        priceThb: 500,
        durationMinutes: 60,
        translations: {
          th: { name: 'นวดเท้า', description: 'นวดเท้าและกดจุดคลายความเมื่อยล้า เหมาะมากหลังเดินเที่ยวมาทั้งวัน' },
          ru: {
            name: 'Массаж стоп',
            description: 'Расслабляющий массаж снимает усталость: то, что нужно после целого дня прогулок.',
          },
          zh: { name: '足部按摩', description: '放松足部、舒缓疲劳，逛了一整天后的最佳享受。' },
        },
      },
      {
        name: 'Paraffin Foot Treatment',
        key: 'paraffin-foot-treatment',
        description: 'Warm paraffin softens and moisturises the skin of your feet and heels.',
        priceThb: 550,
        durationMinutes: 45,
        translations: {
          th: { name: 'พาราฟินบำรุงเท้า', description: 'พอกพาราฟินอุ่นๆ บำรุงเท้าและส้นเท้าให้นุ่มชุ่มชื้น' },
          ru: {
            name: 'Парафинотерапия для стоп',
            description: 'Тёплый парафин смягчает и увлажняет кожу стоп и пяточек.',
          },
          zh: { name: '足部蜡疗护理', description: '温热石蜡包裹双脚，深层滋润脚部和脚跟。' },
        },
      },
      {
        name: 'Spa Manicure',
        key: 'spa-manicure',
        description: 'A full manicure with an exfoliating scrub, a mask and a relaxing hand massage.',
        priceThb: 750,
        durationMinutes: 60,
        translations: {
          th: { name: 'สปามือพร้อมทำเล็บ', description: 'ทำเล็บมือครบขั้นตอน พร้อมสครับ มาส์ก และนวดมือให้ผ่อนคลาย' },
          ru: { name: 'СПА-маникюр', description: 'Маникюр с пилингом, маской и расслабляющим массажем рук.' },
          zh: { name: 'SPA 手部美甲护理', description: '完整手部美甲，搭配去角质、手膜和放松按摩。' },
        },
      },
      {
        name: 'Spa Pedicure',
        key: 'spa-pedicure',
        description: 'A full pedicure with a soak, an exfoliating scrub, a mask and a foot massage.',
        priceThb: 850,
        durationMinutes: 75,
        translations: {
          th: { name: 'สปาเท้าพร้อมทำเล็บ', description: 'ทำเล็บเท้าครบขั้นตอน พร้อมแช่เท้า สครับ มาส์ก และนวดเท้า' },
          ru: { name: 'СПА-педикюр', description: 'Педикюр с ванночкой, пилингом, маской и массажем стоп.' },
          zh: { name: 'SPA 足部美甲护理', description: '完整足部美甲，搭配泡脚、去角质、足膜和按摩。' },
        },
      },
    ],
  },
];

/** Local parts of the four technicians' placeholder e-mails, in display order. */
export const seedTechnicianNames = ['ploy', 'nok', 'fon', 'mint'] as const;
