import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'SoundCloud-Downloader',
  heading: 'SoundCloud-Tracks als MP3 herunterladen',
  intro:
    'Speichern Sie öffentliche SoundCloud-Tracks, Mixe und DJ-Sets, um sie offline zu hören. Fügen Sie den Link zum Track ein und wählen Sie zwischen den MP3- und Opus-Streams, die SoundCloud anbietet.',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: 'Unterstützt werden Track-Links von soundcloud.com sowie Kurzlinks von snd.sc / on.soundcloud.com.',
  shareText: null,
  steps: [
    { title: 'Track-Link kopieren', text: 'Tippen Sie in der SoundCloud-App auf die drei Punkte › „Teilen“ › „Link kopieren“. Auf der Website kopieren Sie die Adresse der Track-Seite (nicht die der Künstlerseite).' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“, um die verfügbaren Audiostreams zu sehen.' },
    { title: 'Audio speichern', text: 'Wählen Sie MP3 für maximale Kompatibilität oder Opus für bessere Qualität bei gleicher Dateigröße.' },
  ],
  formats: [
    { title: 'MP3 mit 128 kbps', text: 'Der progressive oder HLS-MP3-Stream, der auf jedem Gerät läuft.' },
    { title: 'Opus oder AAC (HLS)', text: 'Effizientere Streams mit etwa 64–160 kbps, aus HLS-Segmenten zu einer Datei zusammengefügt.' },
  ],
  faq: [
    { question: 'Kann ich SoundCloud-Go+-Tracks herunterladen?', answer: 'Nein. Tracks, die nur Abonnenten vorbehalten sind, streamen für alle anderen nur eine 30-sekündige Vorschau, und die vollständigen Versionen sind geschützt.' },
    { question: 'Und der eigene Download-Button des Künstlers?', answer: 'Wenn ein Künstler Downloads erlaubt, liefert der Button von SoundCloud die Originaldatei, oft verlustfrei. Nutzen Sie dieses Tool für öffentliche Tracks ohne diesen Button.' },
    { question: 'Kann ich eine ganze Playlist herunterladen?', answer: 'Fügen Sie vorerst einen Track nach dem anderen ein; jede Track-Seite bietet ihre eigenen Formate.' },
    { question: 'Warum beträgt die Bitrate nur 128 kbps?', answer: 'Mit dieser Bitrate streamt SoundCloud an seine Hörer. Wir kodieren nicht neu, Sie erhalten also genau den Stream, den SoundCloud ausliefert – ohne zusätzlichen Qualitätsverlust.' },
  ],
};
