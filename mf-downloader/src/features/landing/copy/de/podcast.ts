import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'podcast',
  eyebrow: 'Podcast-Downloader',
  heading: 'Jede beliebige Podcastfolge herunterladen',
  intro:
    'Fast jeder Podcast wird als öffentlicher RSS-Feed veröffentlicht, mit einer Audiodatei für jede Folge. Fügen Sie die Seite einer Folge, einen Link aus einer Podcast-App oder den Feed selbst ein und laden Sie die Folge als MP3 oder M4A herunter.',
  placeholder: 'Link zur Folge oder URL des RSS-Feeds (https://…/feed.xml)',
  hint: 'Funktioniert mit RSS-Feeds, Apple Podcasts, Player.FM, Castbox, TuneIn, Xiaoyuzhou FM und vielen Hosting-Seiten.',
  shareText: null,
  steps: [
    { title: 'Folge oder Feed finden', text: 'Kopieren Sie den Link zur Folge über das Teilen-Menü Ihrer Podcast-App oder die Adresse des RSS-Feeds von der Website der Sendung (achten Sie auf „RSS“, „Abonnieren“ oder ein Feed-Symbol).' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“. Wir lesen den Feed oder die Seite und finden die Audiodatei, die der Folge angehängt ist.' },
    { title: 'Folge herunterladen', text: 'Speichern Sie die Original-Audiodatei und spielen Sie sie in jeder App, im Autoradio oder auf einem MP3-Player ab.' },
  ],
  formats: [
    { title: 'Original-MP3 oder -M4A', text: 'Die im Feed angehängte Datei, genau so, wie sie veröffentlicht wurde, ohne Neukodierung.' },
    { title: 'Angaben zu Sendung und Folge', text: 'Name der Serie sowie Staffel- und Folgennummer erscheinen, wenn der Feed sie enthält.' },
  ],
  faq: [
    { question: 'Was ist ein RSS-Feed und wo finde ich ihn?', answer: 'Das ist die öffentliche Adresse, die Podcast-Apps abonnieren; sie endet oft auf /feed, /rss oder .xml. Hosting-Dienste und Websites von Sendungen verlinken sie meist als „RSS“ oder „Abonnieren“.' },
    { question: 'Kann ich Spotify-Podcasts herunterladen?', answer: 'Nein. Audio von Spotify ist DRM-geschützt und kann nicht heruntergeladen werden. Die meisten Sendungen auf Spotify veröffentlichen aber auch einen RSS-Feed oder eine Seite bei Apple Podcasts; verwenden Sie stattdessen diesen Link.' },
    { question: 'Wie bekomme ich eine bestimmte Folge?', answer: 'Fügen Sie statt der Feed-Adresse den eigenen Link dieser Folge aus einer Podcast-App ein („Teilen“ › „Link kopieren“); der Link zur Folge bezeichnet genau die gewünschte Datei.' },
    { question: 'Werden private oder Premium-Feeds unterstützt?', answer: 'Nein. Private Feeds mit persönlichen Tokens und kostenpflichtige Abonnenten-Feeds gehören ihren Inhabern und können hier nicht heruntergeladen werden.' },
  ],
  note: 'Spotify lässt sich nicht herunterladen: Das Audio ist DRM-geschützt. Fügen Sie stattdessen den RSS-Feed der Sendung oder ihren Link zu Apple Podcasts ein.',
};
