import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'apple-podcasts',
  eyebrow: 'Downloader für Apple Podcasts',
  heading: 'Folgen aus Apple Podcasts als MP3 herunterladen',
  intro:
    'Speichern Sie Folgen aus Apple Podcasts als MP3- oder M4A-Dateien, die Sie behalten, verschieben und überall abspielen können. Fügen Sie den Link einer Folge ein – wir finden den öffentlichen RSS-Feed des Podcasts und die originale Audiodatei.',
  placeholder: 'https://podcasts.apple.com/us/podcast/…?i=1000…',
  hint: 'Links zu Folgen enthalten ?i= und danach die ID der Folge: Kopieren Sie die Folge, nicht den ganzen Podcast.',
  shareText: null,
  steps: [
    { title: 'Link der Folge kopieren', text: 'Tippen Sie in der Podcasts-App auf die drei Punkte neben einer Folge › „Folge teilen“ › „Kopieren“. Im Web öffnen Sie die Folge auf podcasts.apple.com und kopieren die Adresse.' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“. Wir rufen den Feed des Podcasts ab und ermitteln die passende Folge.' },
    { title: 'Audio herunterladen', text: 'Speichern Sie die Folge in dem Format, das der Anbieter hochgeladen hat – meist MP3, manchmal M4A.' },
  ],
  formats: [
    { title: 'Original-Audio der Folge', text: 'Genau die Datei, die der Anbieter in den RSS-Feed gestellt hat, meist MP3 mit 64–192 kbps.' },
    { title: 'Details zur Folge', text: 'Name des Podcasts, Staffel und Folgennummer erscheinen über dem Download, wenn der Feed sie enthält.' },
  ],
  faq: [
    { question: 'Kann ich Folgen aus Abonnements bei Apple Podcasts herunterladen?', answer: 'Nein. Folgen, die nur zahlenden Abonnenten zur Verfügung stehen, sind von Apple geschützt und nicht im öffentlichen Feed enthalten.' },
    { question: 'Soll ich den Link des Podcasts oder den der Folge kopieren?', answer: 'Den Link der Folge. Ein Podcast-Link verweist auf den ganzen Podcast; der Link über „Folge teilen“ (mit ?i=) bezeichnet genau die gewünschte Folge.' },
    { question: 'Wird das Audio neu kodiert?', answer: 'Nein. Sie erhalten die Originaldatei des Anbieters, daher bleiben die Qualität und die in der Datei eingebetteten Kapitel erhalten.' },
    { question: 'Was ist mit Podcasts auf Spotify?', answer: 'Exklusive Spotify-Inhalte sind per DRM geschützt und lassen sich nicht herunterladen. Viele Podcasts gibt es aber auch bei Apple Podcasts oder mit eigenem RSS-Feed – nutzen Sie stattdessen diesen Link.' },
  ],
  note: 'Spotify lässt sich nicht herunterladen: Das Audio ist per DRM geschützt. Gibt es den Podcast auch bei Apple Podcasts, fügen Sie diesen Link ein.',
};
