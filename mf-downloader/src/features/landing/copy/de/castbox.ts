import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Castbox-Downloader',
  heading: 'Castbox-Podcastfolgen herunterladen',
  intro:
    'Speichern Sie Castbox-Folgen als Audiodateien, die Sie auch außerhalb der App behalten können. Fügen Sie den Link zur Folge aus Castbox FM ein und laden Sie die Original-MP3- oder -M4A-Datei herunter.',
  placeholder: 'https://castbox.fm/episode/…',
  hint: 'Unterstützt werden Links zu Folgen auf castbox.fm und die Links, die die Castbox-App teilt.',
  shareText: null,
  steps: [
    { title: 'Castbox-Link kopieren', text: 'Öffnen Sie die Folge in der Castbox-App, tippen Sie auf „Teilen“ und wählen Sie „Link kopieren“. Im Web kopieren Sie die Adresse castbox.fm/episode/….' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“, um das Audio der Folge zu sehen.' },
    { title: 'Datei speichern', text: 'Laden Sie die Folge herunter und hören Sie sie überall – ganz ohne Castbox-App.' },
  ],
  formats: [
    { title: 'Audio der Folge', text: 'Die MP3- oder M4A-Datei des Anbieters, meist mit 64–128 kbit/s; Titel der Folge und Name der Sendung stehen darüber.' },
  ],
  faq: [
    { question: 'Ist das dasselbe wie Downloads in der App?', answer: 'Downloads in der Castbox-App bleiben in der App. Hier erhalten Sie eine normale Audiodatei, die Sie auf jedes Gerät und jeden Player kopieren können.' },
    { question: 'Kann ich Premium-Folgen von Castbox herunterladen?', answer: 'Nein. Kostenpflichtige und Premium-Folgen sind Abonnenten vorbehalten; nur kostenlose, öffentliche Folgen lassen sich herunterladen.' },
    { question: 'Warum sollte ich den Link zur Folge und nicht den Kanal-Link verwenden?', answer: 'Ein Kanal-Link verweist auf die ganze Sendung. Der Link zur Folge legt genau fest, welche Audiodatei Sie möchten.' },
  ],
};
