import type { Locale } from '@/i18n/routing';

type Localized<T> = Record<Locale, T>;

export type TeamMember = {
  slug: string;
  name: string;
  role: Localized<string>;
  bio: Localized<string>;
};

export type Service = {
  slug: string;
  title: Localized<string>;
  summary: Localized<string>;
  deliverables: Localized<string[]>;
};

export type CaseStudy = {
  slug: string;
  client: string;
  title: Localized<string>;
  summary: Localized<string>;
  challenge: Localized<string>;
  solution: Localized<string>;
  results: Localized<string[]>;
  service: string;
};

export type BlogPost = {
  slug: string;
  author: string;
  publishedAt: string;
  title: Localized<string>;
  summary: Localized<string>;
  body: Localized<string[]>;
};

export const teamMembers: TeamMember[] = [
  {
    slug: 'nadia-keller',
    name: 'Nadia Keller',
    role: {
      en: 'Managing Director and Principal Engineer',
      de: 'Geschäftsführerin und Principal Engineer',
    },
    bio: {
      en: 'Nadia founded Limmat Labs after twelve years of building payment and logistics systems in Zurich. She leads our architecture work and still reviews pull requests every day, because she believes the best technical decisions are made close to the code.',
      de: 'Nadia hat Limmat Labs nach zwölf Jahren in der Entwicklung von Zahlungs- und Logistiksystemen in Zürich gegründet. Sie verantwortet unsere Architekturarbeit und reviewt noch heute täglich Pull Requests, weil gute technische Entscheide nahe am Code fallen.',
    },
  },
];

export const services: Service[] = [
  {
    slug: 'web-applications',
    title: { en: 'Web applications', de: 'Webapplikationen' },
    summary: {
      en: 'Customer portals, internal tools and SaaS products that are fast, accessible and easy to extend. We build with TypeScript, React and proven open-source databases, so your next team can take over without a rewrite.',
      de: 'Kundenportale, interne Tools und SaaS-Produkte, die schnell, barrierefrei und einfach erweiterbar sind. Wir setzen auf TypeScript, React und bewährte Open-Source-Datenbanken, damit ein künftiges Team ohne Neuentwicklung übernehmen kann.',
    },
    deliverables: {
      en: [
        'A working release in production every two weeks',
        'Automated tests and a deployment pipeline from the first sprint',
        'Accessibility to WCAG 2.2 AA, checked on every release',
        'Documentation your own developers can work with',
      ],
      de: [
        'Alle zwei Wochen ein lauffähiges Release in Produktion',
        'Automatisierte Tests und eine Deployment-Pipeline ab dem ersten Sprint',
        'Barrierefreiheit nach WCAG 2.2 AA, bei jedem Release geprüft',
        'Dokumentation, mit der Ihre eigenen Entwicklerinnen und Entwickler arbeiten können',
      ],
    },
  },
];

export const caseStudies: CaseStudy[] = [
  {
    slug: 'alpina-logistics-dispatch',
    client: 'Alpina Logistics AG',
    service: 'web-applications',
    title: {
      en: 'A dispatch platform that cut planning time by 60 percent',
      de: 'Eine Dispositionsplattform, die den Planungsaufwand um 60 Prozent senkt',
    },
    summary: {
      en: 'Alpina Logistics planned 180 daily deliveries across eastern Switzerland with spreadsheets and phone calls. We replaced them with a web platform that plans routes, informs drivers and shows customers where their goods are.',
      de: 'Alpina Logistics plante täglich 180 Lieferungen in der Ostschweiz mit Tabellen und Telefonaten. Wir haben dies durch eine Webplattform ersetzt, die Touren plant, Fahrer informiert und Kunden zeigt, wo ihre Ware ist.',
    },
    challenge: {
      en: 'Three dispatchers spent every morning building the day’s routes by hand. Late changes meant a round of phone calls, and customers called in to ask where their delivery was.',
      de: 'Drei Disponenten stellten jeden Morgen die Touren des Tages von Hand zusammen. Kurzfristige Änderungen bedeuteten eine Runde Telefonate, und Kunden riefen an, um nach ihrer Lieferung zu fragen.',
    },
    solution: {
      en: 'In four months we built a dispatch platform with automatic route suggestions, a mobile view for drivers and live tracking links for customers, integrated with the existing ERP system.',
      de: 'In vier Monaten haben wir eine Dispositionsplattform mit automatischen Tourenvorschlägen, einer mobilen Ansicht für Fahrer und Live-Tracking-Links für Kunden gebaut, angebunden an das bestehende ERP-System.',
    },
    results: {
      en: [
        'Daily planning time down from 3 hours to 70 minutes',
        'Customer calls about delivery status down by 45 percent',
        '99.95 percent availability in the first year of operation',
      ],
      de: [
        'Tägliche Planungszeit von 3 Stunden auf 70 Minuten gesenkt',
        'Kundenanrufe zum Lieferstatus um 45 Prozent reduziert',
        '99,95 Prozent Verfügbarkeit im ersten Betriebsjahr',
      ],
    },
  },
];

export const blogPosts: BlogPost[] = [
  {
    slug: 'choosing-a-software-partner',
    author: 'nadia-keller',
    publishedAt: '2026-10-14',
    title: {
      en: 'How to choose a software partner for your first product',
      de: 'So wählen Sie den richtigen Softwarepartner für Ihr erstes Produkt',
    },
    summary: {
      en: 'Five questions that tell you more about an agency than any reference list, from who will actually write your code to what happens after launch.',
      de: 'Fünf Fragen, die mehr über eine Agentur verraten als jede Referenzliste: von der Frage, wer Ihren Code wirklich schreibt, bis zur Zeit nach dem Launch.',
    },
    body: {
      en: [
        'Choosing an agency for your first software product is one of the few decisions that is expensive to undo. References and portfolios help, but they mostly show what went well. The following questions show how a partner works when things do not go to plan.',
        'Ask who will write your code. Many agencies sell with senior people and deliver with juniors. Ask to meet the engineers who will work on your project and ask how long they will stay on it.',
        'Ask how you will see progress. A good partner shows working software every one or two weeks, not slide decks. If the first demo is planned for month three, expect surprises in month four.',
        'Ask who owns the result. The source code, the cloud accounts and the documentation should belong to you from the first day, so that you can change partners without starting again.',
        'Finally, ask what happens after launch. Software needs updates, monitoring and small improvements. A partner who plans for that from the start saves you an expensive emergency later.',
      ],
      de: [
        'Die Wahl einer Agentur für Ihr erstes Softwareprodukt gehört zu den wenigen Entscheiden, die sich nur teuer rückgängig machen lassen. Referenzen und Portfolios helfen, zeigen aber vor allem, was gut gelaufen ist. Die folgenden Fragen zeigen, wie ein Partner arbeitet, wenn es nicht nach Plan läuft.',
        'Fragen Sie, wer Ihren Code schreibt. Viele Agenturen verkaufen mit erfahrenen Leuten und liefern mit Junioren. Lassen Sie sich die Entwicklerinnen und Entwickler vorstellen, die an Ihrem Projekt arbeiten, und fragen Sie, wie lange sie dabeibleiben.',
        'Fragen Sie, wie Sie den Fortschritt sehen. Ein guter Partner zeigt alle ein bis zwei Wochen lauffähige Software, keine Foliensätze. Ist die erste Demo für den dritten Monat geplant, erwarten Sie im vierten Monat Überraschungen.',
        'Fragen Sie, wem das Ergebnis gehört. Quellcode, Cloud-Konten und Dokumentation sollten vom ersten Tag an Ihnen gehören, damit Sie den Partner wechseln können, ohne von vorne zu beginnen.',
        'Und fragen Sie schliesslich, was nach dem Launch passiert. Software braucht Updates, Monitoring und laufende Verbesserungen. Ein Partner, der das von Anfang an einplant, erspart Ihnen später einen teuren Notfall.',
      ],
    },
  },
];
