import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: 'Downloader für Xiaoyuzhou FM',
  heading: 'Folgen von Xiaoyuzhou FM (小宇宙) herunterladen',
  intro:
    'Speichern Sie Podcastfolgen von Xiaoyuzhou FM (小宇宙) als M4A- oder MP3-Dateien. Fügen Sie den aus der App geteilten Link zur Folge ein und laden Sie das Originalaudio mit den Angaben zu Sendung und Folge herunter.',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: 'Unterstützt werden Links zu Folgen auf xiaoyuzhoufm.com und Kurzlinks von xyzfm.link.',
  shareText: null,
  steps: [
    { title: 'Link zur Folge kopieren', text: 'Öffnen Sie die Folge in der 小宇宙-App, tippen Sie auf „Teilen“ (分享) und wählen Sie „Link kopieren“ (复制链接). Am Computer kopieren Sie die Adresse xiaoyuzhoufm.com/episode/….' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“. Wir lesen die öffentliche Seite der Folge und finden ihre Audiodatei.' },
    { title: 'Audio speichern', text: 'Laden Sie die Folge herunter und hören Sie sie offline in jedem Player.' },
  ],
  formats: [
    { title: 'Originalaudio der Folge', text: 'Meist M4A (AAC) oder MP3 in der Bitrate des Anbieters; der Name der Sendung steht über dem Download.' },
  ],
  faq: [
    { question: 'Kann ich kostenpflichtige Xiaoyuzhou-Folgen herunterladen?', answer: 'Nein. Kostenpflichtige Folgen (付费) stehen nur Käufern in der App zur Verfügung und können nicht heruntergeladen werden.' },
    { question: 'Brauche ich die Xiaoyuzhou-App?', answer: 'Nur zum Kopieren des Links. Der Download läuft in Ihrem Browser, auf jedem Smartphone oder Computer.' },
    { question: 'Warum ist der Dateiname auf Chinesisch?', answer: 'Dateinamen übernehmen den Titel der Folge so, wie er veröffentlicht wurde. Chinesische Titel bleiben erhalten, lange werden gekürzt, damit sie in die Grenzen des Dateisystems passen.' },
  ],
};
