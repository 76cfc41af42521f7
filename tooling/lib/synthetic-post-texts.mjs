/**
 * The words synthetic blog posts are made of (see synthetic-posts.mjs): sentences, headings,
 * lists and code in English and Swiss German, each entry a pair with the same meaning, so both
 * languages of a post say the same thing. The tone follows the real posts in content/blog/. The
 * bench's long bare Next page takes its paragraphs from the English sentences
 * (reference-sites.mjs).
 */

/** @typedef {{ en: string, de: string }} Pair */

/** Sentences that fit a post on any subject. */
export const genericSentences = [
  {
    en: 'Most of the projects we see start with a clear goal and a vague plan, and that is fine as long as everyone knows which is which.',
    de: 'Die meisten Projekte, die wir sehen, beginnen mit einem klaren Ziel und einem vagen Plan, und das ist in Ordnung, solange alle wissen, was was ist.',
  },
  {
    en: 'The first version does not need to be elegant; it needs to be honest about what it does not do yet.',
    de: 'Die erste Version muss nicht elegant sein; sie muss ehrlich zeigen, was sie noch nicht kann.',
  },
  {
    en: 'We write down every decision that would be expensive to reverse, together with the reason we made it.',
    de: 'Jeden Entscheid, der sich nur teuer rückgängig machen lässt, halten wir schriftlich fest, zusammen mit dem Grund dafür.',
  },
  {
    en: 'A short weekly demo does more for trust than any status report.',
    de: 'Eine kurze wöchentliche Demo schafft mehr Vertrauen als jeder Statusbericht.',
  },
  {
    en: 'In Switzerland, many clients expect their data to stay in the country, so we plan hosting early instead of at the end.',
    de: 'In der Schweiz erwarten viele Kundinnen und Kunden, dass ihre Daten im Land bleiben, deshalb planen wir das Hosting früh und nicht erst am Schluss.',
  },
  {
    en: 'Small, frequent releases keep the risk of each change low and make problems easy to trace.',
    de: 'Kleine, häufige Releases halten das Risiko jeder Änderung tief und machen Fehler leicht nachvollziehbar.',
  },
  {
    en: 'The cheapest bug is the one found in a conversation before anyone writes code.',
    de: 'Der günstigste Fehler ist der, den man in einem Gespräch findet, bevor jemand Code schreibt.',
  },
  {
    en: 'We measure before we optimise, because intuition about performance is wrong more often than not.',
    de: 'Wir messen, bevor wir optimieren, denn das Bauchgefühl liegt bei der Performance öfter falsch als richtig.',
  },
  {
    en: 'A good backlog is short: anything that will not be built in the next three months is a note, not a ticket.',
    de: 'Ein gutes Backlog ist kurz: Was in den nächsten drei Monaten nicht gebaut wird, ist eine Notiz und kein Ticket.',
  },
  {
    en: 'Teams that run their own software in production make different, usually better, design decisions.',
    de: 'Teams, die ihre Software im Betrieb selbst verantworten, treffen andere und meist bessere Designentscheide.',
  },
  {
    en: 'Every integration with a third-party system deserves a test that runs against something that behaves like the real thing.',
    de: 'Jede Anbindung an ein Drittsystem verdient einen Test, der gegen etwas läuft, das sich wie das echte System verhält.',
  },
  {
    en: 'The question is rarely which technology is best, but which one your team can run well for the next five years.',
    de: 'Die Frage ist selten, welche Technologie die beste ist, sondern welche Ihr Team in den nächsten fünf Jahren gut betreiben kann.',
  },
  {
    en: 'We prefer boring, well-documented tools to clever ones that only one person understands.',
    de: 'Wir ziehen langweilige, gut dokumentierte Werkzeuge den cleveren vor, die nur eine Person versteht.',
  },
  {
    en: 'When a requirement is unclear, a clickable prototype settles the question faster than another meeting.',
    de: 'Ist eine Anforderung unklar, klärt ein klickbarer Prototyp die Frage schneller als ein weiteres Meeting.',
  },
  {
    en: 'Users do not read manuals; they read buttons, labels and error messages.',
    de: 'Nutzerinnen und Nutzer lesen keine Handbücher; sie lesen Buttons, Beschriftungen und Fehlermeldungen.',
  },
  {
    en: 'An estimate is a range, not a promise, and we say so in every offer.',
    de: 'Eine Schätzung ist eine Bandbreite und kein Versprechen, und das schreiben wir in jede Offerte.',
  },
  {
    en: 'Technical debt is not a moral failure; it is a loan, and loans need a repayment plan.',
    de: 'Technische Schulden sind kein moralisches Versagen, sondern ein Kredit, und Kredite brauchen einen Rückzahlungsplan.',
  },
  {
    en: 'Half of the work in a typical business application is handling the cases nobody mentioned in the first workshop.',
    de: 'Die Hälfte der Arbeit in einer typischen Geschäftsanwendung steckt in den Fällen, die im ersten Workshop niemand erwähnt hat.',
  },
  {
    en: 'Monitoring should answer one question first: can our users do what they came for?',
    de: 'Das Monitoring sollte zuerst eine Frage beantworten: Können unsere Nutzerinnen und Nutzer tun, wofür sie gekommen sind?',
  },
  {
    en: 'We keep the number of moving parts small until a measured need justifies another one.',
    de: 'Wir halten die Zahl der beweglichen Teile klein, bis ein gemessener Bedarf ein weiteres rechtfertigt.',
  },
  {
    en: 'A handover is not a document at the end; it is a habit that starts in the first week.',
    de: 'Eine Übergabe ist kein Dokument am Schluss, sondern eine Gewohnheit, die in der ersten Woche beginnt.',
  },
  {
    en: 'Code review is where knowledge spreads through a team, not just where mistakes are caught.',
    de: 'Im Code-Review verbreitet sich Wissen im Team; es ist nicht nur der Ort, an dem Fehler auffallen.',
  },
  {
    en: 'For a mid-sized company, a reliable system that does eighty percent of the job beats a perfect one that is always late.',
    de: 'Für ein mittelgrosses Unternehmen ist ein zuverlässiges System, das achtzig Prozent der Arbeit erledigt, besser als ein perfektes, das immer zu spät kommt.',
  },
  {
    en: 'Our clients rarely regret spending a week on discovery; they often regret skipping it.',
    de: 'Unsere Kundinnen und Kunden bereuen selten eine Woche Discovery, aber oft, dass sie sie ausgelassen haben.',
  },
  {
    en: 'A feature that nobody uses still costs money every month: in hosting, in tests and in attention.',
    de: 'Eine Funktion, die niemand nutzt, kostet trotzdem jeden Monat Geld: beim Hosting, bei den Tests und an Aufmerksamkeit.',
  },
  {
    en: 'Good defaults save more support tickets than good documentation.',
    de: 'Gute Voreinstellungen ersparen mehr Supportanfragen als gute Dokumentation.',
  },
  {
    en: 'We try to make the safe way also the easy way, so nobody has to choose between them under time pressure.',
    de: 'Wir versuchen, den sicheren Weg auch zum einfachen zu machen, damit niemand unter Zeitdruck zwischen beiden wählen muss.',
  },
  {
    en: 'Automated tests are worth most where the business rules are complicated and change often.',
    de: 'Automatisierte Tests lohnen sich dort am meisten, wo die Geschäftsregeln kompliziert sind und sich oft ändern.',
  },
  {
    en: 'A migration plan with a way back is not pessimism, it is professionalism.',
    de: 'Ein Migrationsplan mit einem Weg zurück ist kein Pessimismus, sondern Professionalität.',
  },
  {
    en: 'Most performance problems we are called in for turn out to be a missing index or a chatty API.',
    de: 'Die meisten Performanceprobleme, für die man uns ruft, entpuppen sich als fehlender Index oder als geschwätzige API.',
  },
  {
    en: 'We involve the people who will use the software every day, not only those who sign the contract.',
    de: 'Wir beziehen die Menschen ein, die die Software täglich nutzen werden, nicht nur jene, die den Vertrag unterschreiben.',
  },
  {
    en: 'Clear ownership matters more than the choice of framework.',
    de: 'Klare Zuständigkeiten sind wichtiger als die Wahl des Frameworks.',
  },
  {
    en: 'Every dependency you add is code you did not write but will have to update.',
    de: 'Jede Abhängigkeit, die Sie hinzufügen, ist Code, den Sie nicht geschrieben haben, aber aktualisieren müssen.',
  },
  {
    en: 'The goal of a project kick-off is not a plan for a year, but a shared picture of the first month.',
    de: 'Das Ziel eines Kick-offs ist kein Plan für ein Jahr, sondern ein gemeinsames Bild vom ersten Monat.',
  },
  {
    en: 'Numbers from production beat opinions in a meeting, so we make them easy to see.',
    de: 'Zahlen aus dem Betrieb schlagen Meinungen in einem Meeting, deshalb machen wir sie leicht sichtbar.',
  },
  {
    en: 'A product that works well on a slow phone in a train between Bern and Zurich works well everywhere.',
    de: 'Ein Produkt, das auf einem langsamen Handy im Zug zwischen Bern und Zürich gut funktioniert, funktioniert überall gut.',
  },
  {
    en: 'We have learned to ask what happens when things go wrong before we ask what happens when they go right.',
    de: 'Wir haben gelernt, zuerst zu fragen, was passiert, wenn etwas schiefgeht, und erst dann, was passiert, wenn alles klappt.',
  },
  {
    en: 'Writing things down is slower on the day and much faster over the life of a project.',
    de: 'Dinge aufzuschreiben ist am selben Tag langsamer und über die Lebensdauer eines Projekts viel schneller.',
  },
  {
    en: 'A pilot with twenty real users tells you more than a survey with two hundred.',
    de: 'Ein Pilot mit zwanzig echten Nutzerinnen und Nutzern sagt mehr als eine Umfrage mit zweihundert.',
  },
  {
    en: 'The best time to think about operations is before the first line of code; the second best is now.',
    de: 'Der beste Zeitpunkt, über den Betrieb nachzudenken, ist vor der ersten Codezeile; der zweitbeste ist jetzt.',
  },
  {
    en: 'We budget time for the unglamorous work: upgrades, backups, access reviews and documentation.',
    de: 'Wir planen Zeit für die unspektakuläre Arbeit ein: Upgrades, Backups, die Überprüfung von Zugriffsrechten und Dokumentation.',
  },
  {
    en: 'If a process needs a spreadsheet to work around the software, the software is telling you something.',
    de: 'Braucht ein Ablauf eine Excel-Tabelle, um die Software zu umgehen, dann sagt Ihnen die Software etwas.',
  },
  {
    en: 'Consistency across screens is worth more than a clever interaction on one of them.',
    de: 'Konsistenz über alle Bildschirme hinweg ist mehr wert als eine clevere Interaktion auf einem einzelnen.',
  },
  {
    en: 'We agree on what done means before the sprint starts, not during the review.',
    de: 'Wir einigen uns vor dem Sprint darauf, was fertig bedeutet, und nicht erst im Review.',
  },
  {
    en: 'The right amount of process is the smallest amount that still lets everyone sleep at night.',
    de: 'Das richtige Mass an Prozess ist das kleinste, bei dem alle nachts noch ruhig schlafen können.',
  },
];

/** Section headings that fit a post on any subject. */
export const genericHeadings = [
  { en: 'Why this matters', de: 'Warum das wichtig ist' },
  { en: 'What we do differently', de: 'Was wir anders machen' },
  { en: 'An example from a client project', de: 'Ein Beispiel aus einem Kundenprojekt' },
  { en: 'The common mistakes', de: 'Die häufigsten Fehler' },
  { en: 'What it costs', de: 'Was es kostet' },
  { en: 'How to measure it', de: 'Wie man es misst' },
  { en: 'Who should be involved', de: 'Wer beteiligt sein sollte' },
  { en: 'The first two weeks', de: 'Die ersten zwei Wochen' },
];

export const subheadings = [
  { en: 'In short', de: 'Kurz gesagt' },
  { en: 'A note on cost', de: 'Ein Wort zu den Kosten' },
  { en: 'What to watch for', de: 'Worauf Sie achten sollten' },
  { en: 'When it does not apply', de: 'Wann es nicht passt' },
];

export const listIntros = [
  { en: 'What we check in every project:', de: 'Was wir in jedem Projekt prüfen:' },
  { en: 'Our short list:', de: 'Unsere kurze Liste:' },
  { en: 'In practice that means:', de: 'In der Praxis heisst das:' },
  {
    en: 'The minimum we agree on with every client:',
    de: 'Das Minimum, das wir mit jeder Kundin vereinbaren:',
  },
];

export const codeIntros = [
  { en: 'Here is what that looks like in practice:', de: 'So sieht das in der Praxis aus:' },
  {
    en: 'A simplified version from a recent project:',
    de: 'Eine vereinfachte Version aus einem aktuellen Projekt:',
  },
  { en: 'In code, the idea fits on a few lines:', de: 'Im Code passt die Idee auf wenige Zeilen:' },
];

/** Added to a title after a colon; `{n}` becomes a number. */
export const titleQualifiers = [
  { en: 'a checklist', de: 'eine Checkliste' },
  { en: 'lessons from {n} projects', de: 'Lehren aus {n} Projekten' },
  { en: 'a practical guide', de: 'ein Leitfaden für die Praxis' },
  { en: 'notes from a client project', de: 'Notizen aus einem Kundenprojekt' },
  { en: 'what we learned', de: 'was wir gelernt haben' },
  { en: 'the short version', de: 'die Kurzfassung' },
  { en: 'questions to ask first', de: 'Fragen, die Sie zuerst stellen sollten' },
];

export const closingHeadings = [
  { en: 'The takeaway', de: 'Das Fazit' },
  { en: 'What this means for your project', de: 'Was das für Ihr Projekt bedeutet' },
  { en: 'Where to start', de: 'Wo Sie anfangen können' },
];

/** The last paragraph; `{service}`, `{serviceHref}` and `{contactHref}` are filled in. */
export const closings = [
  {
    en: 'If you would like a second opinion on your own project, our team for [{service}]({serviceHref}) does this regularly, and a first conversation is free: [get in touch]({contactHref}).',
    de: 'Möchten Sie eine zweite Meinung zu Ihrem eigenen Projekt? Unser Team für [{service}]({serviceHref}) macht das regelmässig, und ein erstes Gespräch kostet nichts: [Kontakt aufnehmen]({contactHref}).',
  },
  {
    en: 'None of this needs a big programme to start. Pick one point from the list above, try it for a month and look at the result. If you want help along the way, [write to us]({contactHref}) or read more about [{service}]({serviceHref}).',
    de: 'Nichts davon braucht ein grosses Programm, um anzufangen. Nehmen Sie einen Punkt aus der Liste oben, probieren Sie ihn einen Monat lang aus und schauen Sie sich das Resultat an. Wenn Sie dabei Unterstützung möchten, [schreiben Sie uns]({contactHref}) oder lesen Sie mehr über [{service}]({serviceHref}).',
  },
  {
    en: 'We have seen this pay off in projects of every size, from a three-person startup to a cantonal authority. If it sounds like something your team could use, [let us talk]({contactHref}) about your situation.',
    de: 'Wir haben gesehen, wie sich das in Projekten jeder Grösse auszahlt, vom Startup mit drei Personen bis zur kantonalen Verwaltung. Wenn das nach etwas klingt, das Ihr Team brauchen könnte, [sprechen wir darüber]({contactHref}).',
  },
];

/** Code blocks in languages the site highlights; only the comment line is translated. */
export const codeSamples = [
  {
    lang: 'ts',
    comment: {
      en: '// Validate the order before it reaches the database',
      de: '// Die Bestellung prüfen, bevor sie in die Datenbank gelangt',
    },
    code: `const order = z.object({
  customerId: z.uuid(),
  items: z.array(z.object({ sku: z.string(), quantity: z.int().positive() })).min(1),
  deliveryDate: z.iso.date(),
});
export type Order = z.infer<typeof order>;`,
  },
  {
    lang: 'sql',
    comment: {
      en: '-- Overdue invoices per customer in one query',
      de: '-- Überfällige Rechnungen pro Kunde in einer Abfrage',
    },
    code: `SELECT customer_id, count(*) AS overdue, sum(amount_chf) AS total_chf
FROM invoices
WHERE due_date < current_date AND paid_at IS NULL
GROUP BY customer_id
ORDER BY total_chf DESC;`,
  },
  {
    lang: 'yaml',
    comment: {
      en: '# Deploy only after the tests pass on the main branch',
      de: '# Erst deployen, wenn die Tests auf dem Hauptzweig bestanden sind',
    },
    code: `deploy:
  needs: [test]
  if: github.ref == 'refs/heads/main'
  runs-on: ubuntu-latest
  environment: production
  steps:
    - uses: actions/checkout@v4
    - run: ./scripts/deploy.sh`,
  },
  {
    lang: 'bash',
    comment: {
      en: "# Restore last night's backup into a scratch database and check it",
      de: '# Das Backup der letzten Nacht in eine Testdatenbank einspielen und prüfen',
    },
    code: `pg_restore --clean --if-exists --dbname=restore_check backups/nightly.dump
psql restore_check -c "SELECT count(*) FROM orders WHERE created_at > now() - interval '1 day';"`,
  },
  {
    lang: 'kotlin',
    comment: {
      en: '// Keep the change locally and sync when the network is back',
      de: '// Die Änderung lokal vormerken und synchronisieren, sobald das Netz zurück ist',
    },
    code: `suspend fun saveInspection(inspection: Inspection) {
    database.inspectionDao().upsert(inspection.copy(syncState = SyncState.PENDING))
    syncScheduler.requestSync()
}`,
  },
  {
    lang: 'tsx',
    comment: {
      en: '// A real button: focusable, announced by screen readers, works with the keyboard',
      de: '// Ein echter Button: fokussierbar, von Screenreadern angesagt, mit der Tastatur bedienbar',
    },
    code: `export function DeleteButton({ onDelete, label }: { onDelete: () => void; label: string }) {
  return (
    <button type="button" onClick={onDelete} aria-label={label}>
      <TrashIcon aria-hidden />
    </button>
  );
}`,
  },
  {
    lang: 'python',
    comment: {
      en: '# Average the sensor readings per hour before they reach the dashboard',
      de: '# Sensorwerte pro Stunde mitteln, bevor sie im Dashboard landen',
    },
    code: `hourly = (
    readings.set_index("measured_at")
    .groupby("sensor_id")["value"]
    .resample("1h")
    .mean()
)`,
  },
  {
    lang: 'dockerfile',
    comment: {
      en: '# A small runtime image: build in one stage, run in another',
      de: '# Ein schlankes Laufzeit-Image: in einer Stufe bauen, in einer anderen ausführen',
    },
    code: `FROM node:20-slim AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-slim
WORKDIR /app
COPY --from=build /app/.next/standalone ./
USER node
CMD ["node", "server.js"]`,
  },
];

/**
 * What a post about each tag says: title beginnings, headings, sentences, list items and an
 * excerpt. Keyed by the tags of `blogTags` in src/content/schemas.ts; the generator fails when
 * a tag has no entry here.
 */
export const topics = {
  architecture: {
    titles: [
      { en: 'Modular monoliths before microservices', de: 'Modulare Monolithen vor Microservices' },
      {
        en: 'How we draw the boundaries of a system',
        de: 'Wie wir die Grenzen eines Systems ziehen',
      },
      {
        en: 'Event-driven architecture without the hype',
        de: 'Eventgetriebene Architektur ohne Hype',
      },
      {
        en: 'Architecture decisions that people actually read',
        de: 'Architekturentscheide, die tatsächlich gelesen werden',
      },
      {
        en: 'When to split a service, and when not to',
        de: 'Wann man einen Service aufteilt und wann nicht',
      },
    ],
    headings: [
      {
        en: 'Start with the domain, not the diagram',
        de: 'Mit der Fachlichkeit beginnen, nicht mit dem Diagramm',
      },
      { en: 'Boundaries that follow the business', de: 'Grenzen, die dem Geschäft folgen' },
      { en: 'What a module owns', de: 'Was ein Modul besitzt' },
      { en: 'Interfaces between teams', de: 'Schnittstellen zwischen Teams' },
      { en: 'Keeping the options open', de: 'Optionen offenhalten' },
    ],
    sentences: [
      {
        en: 'A module should own its data; other modules ask for it through an interface, never through a shared table.',
        de: 'Ein Modul sollte seine Daten besitzen; andere Module fragen über eine Schnittstelle danach, nie über eine gemeinsame Tabelle.',
      },
      {
        en: 'Most systems we build for Swiss SMEs run comfortably as one deployable unit with clear internal modules.',
        de: 'Die meisten Systeme, die wir für Schweizer KMU bauen, laufen problemlos als eine einzige deploybare Einheit mit klaren internen Modulen.',
      },
      {
        en: 'Splitting a system too early turns every function call into a network call and every bug into a distributed one.',
        de: 'Wer ein System zu früh aufteilt, macht aus jedem Funktionsaufruf einen Netzwerkaufruf und aus jedem Fehler einen verteilten.',
      },
      {
        en: 'An architecture decision record takes ten minutes to write and saves hours of archaeology later.',
        de: 'Ein Architekturentscheid ist in zehn Minuten aufgeschrieben und erspart später Stunden an Archäologie.',
      },
      {
        en: 'We draw module boundaries where the vocabulary of the business changes.',
        de: 'Modulgrenzen ziehen wir dort, wo sich das Vokabular des Geschäfts ändert.',
      },
      {
        en: 'Events fit well when several parts of a system react to the same fact, and poorly for simple requests.',
        de: 'Events passen gut, wenn mehrere Teile eines Systems auf dieselbe Tatsache reagieren, und schlecht für einfache Anfragen.',
      },
    ],
    list: [
      {
        en: '**Own data per module:** no shared tables across boundaries.',
        de: '**Eigene Daten pro Modul:** keine gemeinsamen Tabellen über Grenzen hinweg.',
      },
      {
        en: '**One deployable unit** until a measured need says otherwise.',
        de: '**Eine deploybare Einheit**, bis ein gemessener Bedarf etwas anderes verlangt.',
      },
      {
        en: '**Written decisions** for anything that is expensive to change.',
        de: '**Schriftliche Entscheide** für alles, was sich nur teuer ändern lässt.',
      },
      {
        en: '**Explicit interfaces** between modules, checked by the compiler.',
        de: '**Explizite Schnittstellen** zwischen Modulen, vom Compiler geprüft.',
      },
      {
        en: '**Events for facts**, direct calls for questions.',
        de: '**Events für Tatsachen**, direkte Aufrufe für Fragen.',
      },
    ],
    excerpt: {
      en: 'How we structure business applications so that they stay easy to change for years, and why we rarely start with microservices.',
      de: 'Wie wir Geschäftsanwendungen so strukturieren, dass sie jahrelang leicht veränderbar bleiben, und warum wir selten mit Microservices beginnen.',
    },
  },
  accessibility: {
    titles: [
      {
        en: 'Accessible forms that everyone can fill in',
        de: 'Barrierefreie Formulare, die alle ausfüllen können',
      },
      { en: 'Keyboard navigation is not optional', de: 'Tastaturbedienung ist Pflicht, nicht Kür' },
      {
        en: 'Testing with screen readers in a normal sprint',
        de: 'Mit Screenreadern testen, im ganz normalen Sprint',
      },
      { en: 'Colour contrast without a dull design', de: 'Farbkontraste ohne langweiliges Design' },
      { en: 'WCAG 2.2 for product owners', de: 'WCAG 2.2 für Product Owner' },
    ],
    headings: [
      { en: 'Labels, not placeholders', de: 'Beschriftungen statt Platzhalter' },
      { en: 'Focus you can see', de: 'Ein sichtbarer Fokus' },
      { en: 'Testing with real assistive technology', de: 'Testen mit echten Hilfsmitteln' },
      { en: 'Errors people can recover from', de: 'Fehler, die sich beheben lassen' },
      {
        en: 'Accessibility in the definition of done',
        de: 'Barrierefreiheit in der Definition of Done',
      },
    ],
    sentences: [
      {
        en: 'Every form field needs a visible label; a placeholder disappears the moment someone starts typing.',
        de: 'Jedes Formularfeld braucht eine sichtbare Beschriftung; ein Platzhalter verschwindet, sobald jemand zu tippen beginnt.',
      },
      {
        en: 'We test every new screen with the keyboard alone before it goes to review.',
        de: 'Jeden neuen Bildschirm testen wir vor dem Review ausschliesslich mit der Tastatur.',
      },
      {
        en: 'Around one in five people in Switzerland lives with a disability, and many more use a screen magnifier or larger text.',
        de: 'Rund jede fünfte Person in der Schweiz lebt mit einer Behinderung, und noch viel mehr nutzen eine Bildschirmlupe oder grössere Schrift.',
      },
      {
        en: 'An error message should say what went wrong and how to fix it, next to the field it concerns.',
        de: 'Eine Fehlermeldung sollte sagen, was schiefging und wie man es behebt, direkt beim betroffenen Feld.',
      },
      {
        en: 'Automated checks find about a third of the problems; the rest needs a person with a screen reader.',
        de: 'Automatische Prüfungen finden etwa einen Drittel der Probleme; für den Rest braucht es einen Menschen mit Screenreader.',
      },
      {
        en: 'Accessible components are cheaper to build once than to repair on every page.',
        de: 'Barrierefreie Komponenten einmal richtig zu bauen ist günstiger, als sie auf jeder Seite zu reparieren.',
      },
    ],
    list: [
      {
        en: '**Visible labels** on every field.',
        de: '**Sichtbare Beschriftungen** an jedem Feld.',
      },
      {
        en: '**A focus outline** that stands out on every background.',
        de: '**Ein Fokusrahmen**, der sich auf jedem Hintergrund abhebt.',
      },
      {
        en: '**A contrast of at least 4.5:1** for body text.',
        de: '**Ein Kontrast von mindestens 4,5:1** für Fliesstext.',
      },
      {
        en: '**Headings in order**, so screen reader users can skim.',
        de: '**Überschriften in der richtigen Reihenfolge**, damit man mit dem Screenreader überfliegen kann.',
      },
      {
        en: '**No time limits** that cannot be extended.',
        de: '**Keine Zeitlimits**, die sich nicht verlängern lassen.',
      },
    ],
    excerpt: {
      en: 'Accessibility is cheaper when it is part of every sprint. How we build forms, navigation and feedback that work for everyone, with or without assistive technology.',
      de: 'Barrierefreiheit ist günstiger, wenn sie Teil jedes Sprints ist. So bauen wir Formulare, Navigation und Rückmeldungen, die für alle funktionieren, mit oder ohne Hilfsmittel.',
    },
  },
  product: {
    titles: [
      {
        en: 'User stories that developers can estimate',
        de: 'User Stories, die sich schätzen lassen',
      },
      { en: 'Saying no to features, politely', de: 'Höflich Nein sagen zu neuen Funktionen' },
      { en: 'Roadmaps without fixed dates', de: 'Roadmaps ohne fixe Termine' },
      { en: 'How to run a useful discovery week', de: 'Wie eine Discovery-Woche wirklich nützt' },
      {
        en: 'Measuring whether a feature worked',
        de: 'Messen, ob eine Funktion gewirkt hat',
      },
    ],
    headings: [
      { en: 'The problem before the solution', de: 'Das Problem vor der Lösung' },
      { en: 'Talking to users', de: 'Mit Nutzerinnen und Nutzern sprechen' },
      { en: 'A roadmap as a list of bets', de: 'Eine Roadmap als Liste von Wetten' },
      { en: 'What success looks like', de: 'Woran man Erfolg erkennt' },
      { en: 'Cutting scope without cutting value', de: 'Umfang kürzen, ohne Wert zu verlieren' },
    ],
    sentences: [
      {
        en: 'A good user story describes a problem in the words of the person who has it.',
        de: 'Eine gute User Story beschreibt ein Problem in den Worten der Person, die es hat.',
      },
      {
        en: 'We decide up front which number should move if a feature works, and we check it four weeks after the release.',
        de: 'Wir legen vorher fest, welche Zahl sich bewegen sollte, wenn eine Funktion wirkt, und prüfen sie vier Wochen nach dem Release.',
      },
      {
        en: 'Five interviews with real users usually reveal the same three problems.',
        de: 'Fünf Interviews mit echten Nutzerinnen und Nutzern zeigen meist dieselben drei Probleme.',
      },
      {
        en: 'A roadmap with quarters instead of dates gives the team room to learn without breaking promises.',
        de: 'Eine Roadmap mit Quartalen statt Terminen gibt dem Team Raum zum Lernen, ohne Versprechen zu brechen.',
      },
      {
        en: 'The most valuable thing a product owner can do is keep the list of priorities short and visible.',
        de: 'Das Wertvollste, was ein Product Owner tun kann, ist, die Prioritätenliste kurz und sichtbar zu halten.',
      },
      {
        en: 'Every feature request hides a need; finding it often leads to a smaller solution.',
        de: 'Hinter jedem Funktionswunsch steckt ein Bedürfnis; wer es findet, kommt oft zu einer kleineren Lösung.',
      },
    ],
    list: [
      {
        en: '**Who has the problem**, and how often?',
        de: '**Wer hat das Problem**, und wie oft?',
      },
      {
        en: '**The workaround** people use today.',
        de: '**Der Umweg**, den die Leute heute nehmen.',
      },
      { en: '**The number** that should change.', de: '**Die Zahl**, die sich ändern sollte.' },
      {
        en: '**The smallest version** worth shipping.',
        de: '**Die kleinste Version**, die sich auszuliefern lohnt.',
      },
      {
        en: '**The date** we look at the results again.',
        de: '**Der Termin**, an dem wir die Resultate wieder anschauen.',
      },
    ],
    excerpt: {
      en: 'Good products come from clear problems, not long feature lists. How we help clients decide what to build first, and how we find out whether it worked.',
      de: 'Gute Produkte entstehen aus klaren Problemen, nicht aus langen Funktionslisten. Wie wir entscheiden helfen, was zuerst gebaut wird, und wie wir herausfinden, ob es gewirkt hat.',
    },
  },
  startups: {
    titles: [
      {
        en: 'What investors ask about your tech stack',
        de: 'Was Investoren über Ihren Tech-Stack fragen',
      },
      { en: 'The first technical hire', de: 'Die erste technische Anstellung' },
      {
        en: 'From prototype to product without a rewrite',
        de: 'Vom Prototyp zum Produkt ohne Neuschreiben',
      },
      {
        en: 'Technical due diligence from the other side',
        de: 'Technische Due Diligence von der anderen Seite',
      },
      { en: 'Build, buy or integrate', de: 'Bauen, kaufen oder integrieren' },
    ],
    headings: [
      { en: 'Speed now, options later', de: 'Jetzt Tempo, später Optionen' },
      { en: 'What to build yourself', de: 'Was Sie selbst bauen sollten' },
      { en: 'The first ten customers', de: 'Die ersten zehn Kunden' },
      { en: 'Preparing for due diligence', de: 'Vorbereitung auf die Due Diligence' },
      {
        en: 'Hiring the first engineers',
        de: 'Die ersten Entwicklerinnen und Entwickler einstellen',
      },
    ],
    sentences: [
      {
        en: 'Early-stage startups should buy everything that is not their core and build only what makes them different.',
        de: 'Startups in der Frühphase sollten alles kaufen, was nicht zum Kern gehört, und nur bauen, was sie unterscheidet.',
      },
      {
        en: 'A prototype that is allowed to be thrown away is faster to build and easier to learn from.',
        de: 'Ein Prototyp, der weggeworfen werden darf, ist schneller gebaut und lehrreicher.',
      },
      {
        en: 'Investors rarely care about the framework; they care whether the team can ship and whether the data is safe.',
        de: 'Investoren interessiert selten das Framework; sie wollen wissen, ob das Team liefern kann und ob die Daten sicher sind.',
      },
      {
        en: 'The first engineer you hire will shape the culture of every engineer after them.',
        de: 'Wer als erste Entwicklerin oder erster Entwickler ins Team kommt, prägt die Kultur aller, die danach folgen.',
      },
      {
        en: 'A Swiss startup can run on a surprisingly small budget if it keeps its infrastructure simple.',
        de: 'Ein Schweizer Startup kommt mit einem überraschend kleinen Budget aus, wenn es seine Infrastruktur einfach hält.',
      },
      {
        en: 'Runway is measured in months, so every technical decision should be measured in weeks saved.',
        de: 'Die Runway misst man in Monaten, deshalb sollte man jeden technischen Entscheid an gesparten Wochen messen.',
      },
    ],
    list: [
      {
        en: '**Authentication** from a proven provider.',
        de: '**Authentifizierung** von einem bewährten Anbieter.',
      },
      {
        en: '**Payments** through a payment service, never by hand.',
        de: '**Zahlungen** über einen Zahlungsdienst, nie von Hand.',
      },
      { en: '**One database** until it hurts.', de: '**Eine Datenbank**, bis es wehtut.' },
      {
        en: '**Error reporting** from the first day.',
        de: '**Fehlerberichte** ab dem ersten Tag.',
      },
      {
        en: '**Backups** that someone has restored at least once.',
        de: '**Backups**, die jemand mindestens einmal zurückgespielt hat.',
      },
    ],
    excerpt: {
      en: 'Startups live on speed, but some shortcuts cost more later than they save today. Which technical decisions founders can postpone, and which ones they should get right from the start.',
      de: 'Startups leben vom Tempo, doch manche Abkürzungen kosten später mehr, als sie heute sparen. Welche technischen Entscheide sich aufschieben lassen und welche von Anfang an stimmen sollten.',
    },
  },
  cloud: {
    titles: [
      { en: 'Swiss cloud regions in practice', de: 'Schweizer Cloud-Regionen in der Praxis' },
      {
        en: 'Infrastructure as code for small teams',
        de: 'Infrastructure as Code für kleine Teams',
      },
      { en: 'Keeping the cloud bill predictable', de: 'Die Cloud-Rechnung planbar halten' },
      { en: 'Containers without Kubernetes', de: 'Container ohne Kubernetes' },
      {
        en: 'Backups you have actually restored',
        de: 'Backups, die Sie tatsächlich zurückgespielt haben',
      },
    ],
    headings: [
      { en: 'Choosing a region', de: 'Die Wahl der Region' },
      { en: 'Everything in code', de: 'Alles im Code' },
      { en: 'Costs you can explain', de: 'Kosten, die man erklären kann' },
      { en: 'Managed services first', de: 'Zuerst Managed Services' },
      { en: 'Restore drills', de: 'Die Wiederherstellung üben' },
    ],
    sentences: [
      {
        en: 'All major cloud providers now offer regions in Zurich or Geneva, which settles many questions about where data is stored.',
        de: 'Alle grossen Cloud-Anbieter haben inzwischen Regionen in Zürich oder Genf, was viele Fragen zum Datenstandort klärt.',
      },
      {
        en: 'When every resource is defined in code, a new environment takes an hour instead of a week.',
        de: 'Wenn jede Ressource im Code definiert ist, dauert eine neue Umgebung eine Stunde statt einer Woche.',
      },
      {
        en: 'A managed database costs more per month than a virtual machine and much less per incident.',
        de: 'Eine Managed-Datenbank kostet pro Monat mehr als eine virtuelle Maschine und pro Störung viel weniger.',
      },
      {
        en: 'We tag every resource with its project and owner, so that a human can read the monthly bill.',
        de: 'Wir versehen jede Ressource mit Projekt und Verantwortlichen, damit ein Mensch die Monatsrechnung lesen kann.',
      },
      {
        en: 'A backup that has never been restored is a hope, not a backup.',
        de: 'Ein Backup, das nie zurückgespielt wurde, ist eine Hoffnung und kein Backup.',
      },
      {
        en: 'For most of our clients, a few containers on a managed platform are simpler and cheaper than a cluster.',
        de: 'Für die meisten unserer Kundinnen und Kunden sind ein paar Container auf einer Managed-Plattform einfacher und günstiger als ein Cluster.',
      },
    ],
    list: [
      {
        en: '**A Swiss region** for personal data.',
        de: '**Eine Schweizer Region** für Personendaten.',
      },
      {
        en: '**Infrastructure in code**, reviewed like any other change.',
        de: '**Infrastruktur im Code**, geprüft wie jede andere Änderung.',
      },
      {
        en: '**Budget alerts** at 50, 80 and 100 percent.',
        de: '**Budgetwarnungen** bei 50, 80 und 100 Prozent.',
      },
      {
        en: '**A monthly restore test** with a written result.',
        de: '**Ein monatlicher Wiederherstellungstest** mit schriftlichem Resultat.',
      },
      {
        en: '**Least privilege** for every service account.',
        de: '**Minimale Rechte** für jedes Dienstkonto.',
      },
    ],
    excerpt: {
      en: 'The cloud makes it easy to start and easy to overspend. How we set up hosting in Swiss regions that stays understandable, affordable and recoverable.',
      de: 'Die Cloud macht den Einstieg leicht und das Geldausgeben auch. Wie wir Hosting in Schweizer Regionen aufsetzen, das verständlich, bezahlbar und wiederherstellbar bleibt.',
    },
  },
  security: {
    titles: [
      {
        en: 'Security basics every web application needs',
        de: 'Sicherheitsgrundlagen, die jede Webanwendung braucht',
      },
      {
        en: 'Secrets do not belong in the repository',
        de: 'Geheimnisse gehören nicht ins Repository',
      },
      { en: 'Threat modelling in one afternoon', de: 'Bedrohungsmodellierung an einem Nachmittag' },
      { en: 'Keeping dependencies up to date', de: 'Abhängigkeiten aktuell halten' },
      {
        en: 'Logging without leaking personal data',
        de: 'Protokollieren, ohne Personendaten preiszugeben',
      },
    ],
    headings: [
      { en: 'Start with the threats', de: 'Mit den Bedrohungen beginnen' },
      { en: 'Secrets and keys', de: 'Geheimnisse und Schlüssel' },
      { en: 'Updates as a routine', de: 'Updates als Routine' },
      { en: 'Logs that help, not harm', de: 'Logs, die helfen statt schaden' },
      { en: 'When something goes wrong', de: 'Wenn etwas schiefgeht' },
    ],
    sentences: [
      {
        en: 'Most breaches we read about start with a stolen password or an unpatched library, not with a clever attack.',
        de: 'Die meisten Sicherheitsvorfälle, von denen wir lesen, beginnen mit einem gestohlenen Passwort oder einer ungepatchten Bibliothek, nicht mit einem raffinierten Angriff.',
      },
      {
        en: 'We keep secrets in a vault and give each environment only the keys it needs.',
        de: 'Geheimnisse bewahren wir in einem Vault auf und geben jeder Umgebung nur die Schlüssel, die sie braucht.',
      },
      {
        en: "An afternoon at a whiteboard with the question 'what could go wrong?' finds the most important risks.",
        de: 'Ein Nachmittag am Whiteboard mit der Frage «Was könnte schiefgehen?» findet die wichtigsten Risiken.',
      },
      {
        en: 'Automated dependency updates turn a yearly emergency into a weekly routine.',
        de: 'Automatische Updates der Abhängigkeiten machen aus einem jährlichen Notfall eine wöchentliche Routine.',
      },
      {
        en: 'Logs should record what happened, not who the customer is.',
        de: 'Logs sollten festhalten, was passiert ist, nicht wer die Kundin oder der Kunde ist.',
      },
      {
        en: 'Under the revised Swiss data protection act, a serious breach must be reported to the FDPIC as soon as possible.',
        de: 'Nach dem revidierten Datenschutzgesetz muss eine schwere Verletzung der Datensicherheit dem EDÖB so rasch wie möglich gemeldet werden.',
      },
    ],
    list: [
      {
        en: '**Two-factor login** for every admin account.',
        de: '**Zwei-Faktor-Anmeldung** für jedes Admin-Konto.',
      },
      {
        en: '**Secrets in a vault**, never in the code.',
        de: '**Geheimnisse in einem Vault**, nie im Code.',
      },
      {
        en: '**Weekly dependency updates**, merged once the tests pass.',
        de: '**Wöchentliche Updates der Abhängigkeiten**, übernommen nach bestandenen Tests.',
      },
      {
        en: '**Security headers** checked in CI.',
        de: '**Security-Header**, in der CI geprüft.',
      },
      {
        en: '**An incident plan** that fits on one page.',
        de: '**Ein Notfallplan**, der auf eine Seite passt.',
      },
    ],
    excerpt: {
      en: 'Security is mostly routine: updates, secrets, permissions and logs. The habits we build into every project so that small mistakes do not become big incidents.',
      de: 'Sicherheit ist vor allem Routine: Updates, Geheimnisse, Berechtigungen und Logs. Die Gewohnheiten, die wir in jedes Projekt einbauen, damit aus kleinen Fehlern keine grossen Vorfälle werden.',
    },
  },
  process: {
    titles: [
      {
        en: 'Sprints that end with something to show',
        de: 'Sprints, die mit etwas Vorzeigbarem enden',
      },
      { en: 'Fixed price or time and materials?', de: 'Festpreis oder nach Aufwand?' },
      { en: 'The weekly demo as a contract', de: 'Die wöchentliche Demo als Vertrag' },
      { en: 'Retrospectives that change something', de: 'Retrospektiven, die etwas verändern' },
      { en: 'Estimating without pretending', de: 'Schätzen, ohne etwas vorzutäuschen' },
    ],
    headings: [
      { en: 'A rhythm everyone knows', de: 'Ein Rhythmus, den alle kennen' },
      { en: 'Showing, not reporting', de: 'Zeigen statt berichten' },
      { en: 'Estimates as ranges', de: 'Schätzungen als Bandbreiten' },
      { en: 'Learning from each sprint', de: 'Aus jedem Sprint lernen' },
      { en: 'Contracts that allow change', de: 'Verträge, die Änderungen zulassen' },
    ],
    sentences: [
      {
        en: 'Two-week sprints give clients a predictable rhythm without forcing the team into artificial deadlines.',
        de: 'Sprints von zwei Wochen geben Kundinnen und Kunden einen verlässlichen Rhythmus, ohne das Team in künstliche Deadlines zu zwingen.',
      },
      {
        en: 'We end every sprint with a demo of working software, never with slides.',
        de: 'Jeden Sprint beenden wir mit einer Demo funktionierender Software, nie mit Folien.',
      },
      {
        en: 'A fixed price works for a well-understood scope; for everything else, a budget with regular checkpoints is fairer to both sides.',
        de: 'Ein Festpreis funktioniert bei klar umrissenem Umfang; für alles andere ist ein Budget mit regelmässigen Zwischenhalten für beide Seiten fairer.',
      },
      {
        en: 'A retrospective is only useful if it ends with one concrete change and a name next to it.',
        de: 'Eine Retrospektive nützt nur, wenn sie mit einer konkreten Änderung und einem Namen daneben endet.',
      },
      {
        en: 'We estimate in ranges and narrow them as we learn, instead of defending a single number.',
        de: 'Wir schätzen in Bandbreiten und engen sie ein, während wir lernen, statt eine einzelne Zahl zu verteidigen.',
      },
      {
        en: "The client's product owner is part of the team, with a seat in every planning meeting.",
        de: 'Der Product Owner der Kundin ist Teil des Teams und sitzt in jeder Planung mit am Tisch.',
      },
    ],
    list: [
      {
        en: '**Planning** on the first Monday, one hour.',
        de: '**Planung** am ersten Montag, eine Stunde.',
      },
      {
        en: '**A short daily check-in**, fifteen minutes at most.',
        de: '**Ein kurzer täglicher Austausch**, höchstens fünfzehn Minuten.',
      },
      {
        en: '**A demo** with the client every second Friday.',
        de: '**Eine Demo** mit der Kundin jeden zweiten Freitag.',
      },
      {
        en: '**A retrospective** with one agreed change.',
        de: '**Eine Retrospektive** mit einer vereinbarten Änderung.',
      },
      {
        en: '**An updated forecast** after every sprint.',
        de: '**Eine aktualisierte Prognose** nach jedem Sprint.',
      },
    ],
    excerpt: {
      en: 'A good process is one you barely notice. The rhythm of planning, demos and retrospectives we use with clients, and why we show software instead of writing status reports.',
      de: 'Ein guter Prozess ist einer, den man kaum bemerkt. Unser Rhythmus aus Planung, Demos und Retrospektiven, und warum wir Software zeigen, statt Statusberichte zu schreiben.',
    },
  },
  mobile: {
    titles: [
      {
        en: 'Native, cross-platform or a web app?',
        de: 'Nativ, plattformübergreifend oder Web-App?',
      },
      {
        en: 'Push notifications people do not turn off',
        de: 'Push-Nachrichten, die niemand ausschaltet',
      },
      { en: 'Releasing mobile apps without drama', de: 'Mobile Apps ohne Drama veröffentlichen' },
      { en: 'Designing for the thumb', de: 'Gestalten für den Daumen' },
      { en: 'Offline support from day one', de: 'Offline-Unterstützung vom ersten Tag an' },
    ],
    headings: [
      { en: 'Choosing the platform', de: 'Die Wahl der Plattform' },
      { en: 'Working without a network', de: 'Arbeiten ohne Netz' },
      { en: 'The app store review', de: 'Die Prüfung im App Store' },
      { en: 'Updates users accept', de: 'Updates, die gern installiert werden' },
      { en: 'Small screens, big thumbs', de: 'Kleine Bildschirme, grosse Daumen' },
    ],
    sentences: [
      {
        en: 'For many business apps, one cross-platform codebase is the right trade-off between cost and quality.',
        de: 'Für viele Geschäfts-Apps ist eine plattformübergreifende Codebasis der richtige Kompromiss zwischen Kosten und Qualität.',
      },
      {
        en: 'Field staff lose their connection in basements, tunnels and mountain valleys, so the app must keep working.',
        de: 'Im Aussendienst bricht die Verbindung in Kellern, Tunneln und Bergtälern ab, deshalb muss die App weiterlaufen.',
      },
      {
        en: 'App store reviews take time, so we plan releases with a buffer and ship features behind flags.',
        de: 'Die Prüfung in den App Stores braucht Zeit, deshalb planen wir Releases mit Puffer und liefern Funktionen hinter Feature Flags aus.',
      },
      {
        en: 'A push notification should be something the user would have wanted to check anyway.',
        de: 'Eine Push-Nachricht sollte etwas sein, das man ohnehin hätte nachschauen wollen.',
      },
      {
        en: 'The most important actions belong where the thumb reaches them, at the bottom of the screen.',
        de: 'Die wichtigsten Aktionen gehören dorthin, wo der Daumen sie erreicht: an den unteren Bildschirmrand.',
      },
      {
        en: 'We support the last three versions of each operating system and measure what our users actually run.',
        de: 'Wir unterstützen die letzten drei Versionen jedes Betriebssystems und messen, was unsere Nutzerinnen und Nutzer tatsächlich verwenden.',
      },
    ],
    list: [
      {
        en: '**Local storage first**, sync in the background.',
        de: '**Zuerst lokal speichern**, im Hintergrund synchronisieren.',
      },
      { en: '**Feature flags** for anything risky.', de: '**Feature Flags** für alles Riskante.' },
      { en: '**Crash reporting** in every build.', de: '**Absturzberichte** in jedem Build.' },
      {
        en: '**A minimum version** the server can enforce.',
        de: '**Eine Mindestversion**, die der Server durchsetzen kann.',
      },
      {
        en: '**Staged rollouts** to a few percent of users first.',
        de: '**Gestaffelte Rollouts**, zuerst an wenige Prozent der Nutzer.',
      },
    ],
    excerpt: {
      en: 'Mobile apps live in pockets, trains and basements. What we consider when choosing a platform, how we handle poor connections and how we ship updates without surprises.',
      de: 'Mobile Apps leben in Hosentaschen, Zügen und Kellern. Was wir bei der Wahl der Plattform bedenken, wie wir mit schlechter Verbindung umgehen und wie wir Updates ohne Überraschungen ausliefern.',
    },
  },
  data: {
    titles: [
      {
        en: 'Reports your management will actually use',
        de: 'Reports, die die Geschäftsleitung tatsächlich nutzt',
      },
      {
        en: 'Clean data starts at the input form',
        de: 'Saubere Daten beginnen beim Eingabeformular',
      },
      { en: 'Migrating twenty years of data', de: 'Zwanzig Jahre Daten migrieren' },
      { en: 'Dashboards with fewer numbers', de: 'Dashboards mit weniger Zahlen' },
      {
        en: 'A data model that survives change',
        de: 'Ein Datenmodell, das Veränderungen übersteht',
      },
    ],
    headings: [
      { en: 'Questions before dashboards', de: 'Fragen vor Dashboards' },
      { en: 'Validation at the source', de: 'Validierung an der Quelle' },
      { en: 'Moving old data', de: 'Alte Daten umziehen' },
      { en: 'One number per decision', de: 'Eine Zahl pro Entscheid' },
      { en: 'A model that can grow', de: 'Ein Modell, das wachsen kann' },
    ],
    sentences: [
      {
        en: 'A dashboard should start from the decisions it supports, not from the data that happens to be available.',
        de: 'Ein Dashboard sollte von den Entscheiden ausgehen, die es unterstützt, nicht von den Daten, die zufällig vorhanden sind.',
      },
      {
        en: 'Validating input where it is entered is far cheaper than cleaning it up in a report years later.',
        de: 'Eingaben dort zu prüfen, wo sie erfasst werden, ist viel günstiger, als sie Jahre später in einem Report zu bereinigen.',
      },
      {
        en: 'Data migrations always take longer than planned, so we rehearse them on a copy until the numbers match.',
        de: 'Datenmigrationen dauern immer länger als geplant, deshalb proben wir sie an einer Kopie, bis die Zahlen übereinstimmen.',
      },
      {
        en: 'Every figure on a management report should be traceable to the rows it was calculated from.',
        de: 'Jede Zahl in einem Management-Report sollte sich auf die Zeilen zurückführen lassen, aus denen sie berechnet wurde.',
      },
      {
        en: 'We prefer a few well-defined metrics to a wall of charts that nobody reads.',
        de: 'Wir bevorzugen wenige, klar definierte Kennzahlen gegenüber einer Wand von Diagrammen, die niemand liest.',
      },
      {
        en: 'Dates, currencies and units need explicit rules, especially when data crosses the language borders of Switzerland.',
        de: 'Daten, Währungen und Einheiten brauchen klare Regeln, besonders wenn Daten die Sprachgrenzen der Schweiz überqueren.',
      },
    ],
    list: [
      {
        en: '**One definition** per metric, written down.',
        de: '**Eine Definition** pro Kennzahl, schriftlich festgehalten.',
      },
      { en: '**Validation** at the point of entry.', de: '**Validierung** beim Erfassen.' },
      {
        en: '**A rehearsal** of every migration on real data.',
        de: '**Eine Probe** jeder Migration mit echten Daten.',
      },
      {
        en: '**Reconciliation** of totals before and after.',
        de: '**Abgleich** der Summen vorher und nachher.',
      },
      {
        en: '**Access rules** for personal data in reports.',
        de: '**Zugriffsregeln** für Personendaten in Reports.',
      },
    ],
    excerpt: {
      en: 'Data is only valuable when people trust it. How we validate input, migrate old systems and build reports that answer the questions management actually asks.',
      de: 'Daten sind nur wertvoll, wenn man ihnen vertraut. Wie wir Eingaben validieren, alte Systeme migrieren und Reports bauen, die die Fragen der Geschäftsleitung tatsächlich beantworten.',
    },
  },
  design: {
    titles: [
      { en: 'Design systems for teams of five', de: 'Designsysteme für Teams von fünf Personen' },
      { en: 'Prototypes that answer questions', de: 'Prototypen, die Fragen beantworten' },
      {
        en: 'Designing for German and English at once',
        de: 'Gleichzeitig für Deutsch und Englisch gestalten',
      },
      {
        en: 'Empty states, errors and other forgotten screens',
        de: 'Leere Zustände, Fehler und andere vergessene Bildschirme',
      },
      {
        en: 'From wireframe to code without losing the details',
        de: 'Vom Wireframe zum Code, ohne Details zu verlieren',
      },
    ],
    headings: [
      { en: 'A small design system', de: 'Ein kleines Designsystem' },
      { en: 'Prototypes with a purpose', de: 'Prototypen mit Zweck' },
      { en: 'Text that grows by a third', de: 'Texte, die um einen Drittel wachsen' },
      { en: 'The screens nobody draws', de: 'Die Bildschirme, die niemand zeichnet' },
      {
        en: 'Designers and developers at one table',
        de: 'Design und Entwicklung an einem Tisch',
      },
    ],
    sentences: [
      {
        en: 'A design system for a small team can start with ten components and a page of rules.',
        de: 'Ein Designsystem für ein kleines Team kann mit zehn Komponenten und einer Seite Regeln beginnen.',
      },
      {
        en: 'German text is often a third longer than English, so every layout must be tested with both.',
        de: 'Deutscher Text ist oft einen Drittel länger als englischer, deshalb muss jedes Layout mit beiden Sprachen getestet werden.',
      },
      {
        en: 'A prototype should answer one question, and we write that question down before we start.',
        de: 'Ein Prototyp sollte eine Frage beantworten, und diese Frage schreiben wir auf, bevor wir beginnen.',
      },
      {
        en: 'Empty states, loading states and error states deserve the same care as the happy path.',
        de: 'Leere Zustände, Ladezustände und Fehlerzustände verdienen dieselbe Sorgfalt wie der Normalfall.',
      },
      {
        en: 'When designers and developers review work together, fewer details are lost between the mock-up and the browser.',
        de: 'Wenn Design und Entwicklung die Arbeit gemeinsam prüfen, gehen zwischen Entwurf und Browser weniger Details verloren.',
      },
      {
        en: "We design with the client's real content as early as possible; placeholder text hides problems.",
        de: 'Wir gestalten so früh wie möglich mit echten Inhalten der Kundin; Blindtext versteckt Probleme.',
      },
    ],
    list: [
      { en: '**Real content** in every mock-up.', de: '**Echte Inhalte** in jedem Entwurf.' },
      {
        en: '**Both languages** tested in every layout.',
        de: '**Beide Sprachen** in jedem Layout getestet.',
      },
      {
        en: '**Tokens** for colour, spacing and type.',
        de: '**Tokens** für Farben, Abstände und Schrift.',
      },
      {
        en: '**Every state** designed: empty, loading, error.',
        de: '**Jeder Zustand** gestaltet: leer, ladend, fehlerhaft.',
      },
      {
        en: '**A shared review** before anything ships.',
        de: '**Eine gemeinsame Abnahme**, bevor etwas live geht.',
      },
    ],
    excerpt: {
      en: 'Good design is consistent, multilingual and honest about errors. How a small team keeps a product coherent with a modest design system and prototypes that answer real questions.',
      de: 'Gutes Design ist konsistent, mehrsprachig und ehrlich bei Fehlern. Wie ein kleines Team ein Produkt mit einem bescheidenen Designsystem und gezielten Prototypen stimmig hält.',
    },
  },
};
