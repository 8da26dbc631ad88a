import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'playerfm',
  eyebrow: 'Player.FM-Downloader',
  heading: 'Podcast-Folgen von Player.FM herunterladen',
  intro:
    'Speichern Sie jede Folge, die Sie auf Player.FM finden, als MP3- oder M4A-Datei. Player.FM indexiert öffentliche Podcast-Feeds – Sie erhalten also das Original-Audio des Anbieters mit Titel und Angaben zum Podcast.',
  placeholder: 'https://player.fm/series/…/…',
  hint: 'Am besten funktionieren Folgenseiten (player.fm/series/show/episode).',
  shareText: null,
  steps: [
    { title: 'Link der Folge kopieren', text: 'Tippen Sie in der Player.FM-App bei der Folge auf das Teilen-Symbol und kopieren Sie den Link, oder kopieren Sie die Adresse der Folgenseite auf player.fm.' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“. Wir lesen die Folgenseite und die darin verlinkte Audiodatei aus.' },
    { title: 'Herunterladen', text: 'Speichern Sie die Datei der Folge und spielen Sie sie in jeder Podcast-App oder jedem Musikplayer ab.' },
  ],
  formats: [
    { title: 'Originaldatei aus dem Feed', text: 'MP3 oder M4A genau so, wie der Podcast-Feed sie veröffentlicht, oft mit eingebetteten Kapiteln und Cover.' },
  ],
  faq: [
    { question: 'Wird dafür mein Player.FM-Konto verwendet?', answer: 'Nein. Folgenseiten sind öffentlich, daher ist keine Anmeldung nötig, und in Ihrer Player.FM-Bibliothek ändert sich nichts.' },
    { question: 'Kann ich eine ganze Serie herunterladen?', answer: 'Fügen Sie jeweils einen Link zu einer Folge ein. Für einen ganzen Podcast nimmt der Podcast-Downloader den RSS-Feed der Serie an.' },
    { question: 'Warum klappt es bei einer alten Folge nicht?', answer: 'Manche Anbieter entfernen alte Folgen von ihrem Hosting. Ist die Audiodatei an der Quelle verschwunden, gibt es nichts mehr herunterzuladen.' },
  ],
};
