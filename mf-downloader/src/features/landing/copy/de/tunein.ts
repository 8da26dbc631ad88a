import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tunein',
  eyebrow: 'TuneIn-Downloader',
  heading: 'Podcast-Folgen von TuneIn herunterladen',
  intro:
    'Speichern Sie Podcast-Folgen und On-Demand-Sendungen, die Sie auf TuneIn finden, als MP3-Dateien. Fügen Sie den TuneIn-Link einer Folge oder Sendung ein – wir holen das Original-Audio des Anbieters.',
  placeholder: 'https://tunein.com/podcasts/…',
  hint: 'Unterstützt werden Podcast- und Folgenseiten auf tunein.com, Live-Radiostreams dagegen nicht.',
  shareText: null,
  steps: [
    { title: 'TuneIn-Link kopieren', text: 'Tippen Sie in der TuneIn-App bei der Folge auf „Teilen“ und kopieren Sie den Link. Auf tunein.com öffnen Sie den Podcast oder die Folge und kopieren die Adresse.' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“, um die Audiodatei zu sehen.' },
    { title: 'Folge speichern', text: 'Laden Sie die MP3-Datei herunter und hören Sie sie offline in jedem Player.' },
  ],
  formats: [
    { title: 'Folge als MP3', text: 'Die Originaldatei des Anbieters, meist MP3 mit 64–128 kbps.' },
  ],
  faq: [
    { question: 'Kann ich Live-Radiosender aufnehmen?', answer: 'Nein. Live-Sender sind fortlaufende Streams, keine Dateien, und meist nur zum Live-Hören lizenziert. Podcasts und On-Demand-Folgen funktionieren.' },
    { question: 'Kann ich Inhalte von TuneIn Premium herunterladen?', answer: 'Nein. Premium-Inhalte aus Sport, Nachrichten und Hörbüchern sind geschützt und nur für Abonnenten in der TuneIn-App verfügbar.' },
    { question: 'Warum ist die Qualität geringer als bei Musik?', answer: 'Sprach-Podcasts werden meist mit 64–128 kbps veröffentlicht – für Stimmen klingt das klar. Wir kodieren nie neu, Sie erhalten also die Originalqualität.' },
  ],
};
