import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'bilibili',
  eyebrow: 'Bilibili-Downloader',
  heading: 'Bilibili-Videos herunterladen (哔哩哔哩)',
  intro:
    'Speichern Sie Bilibili-Videos als MP4 mit Ton. Fügen Sie einen bilibili.com-Link, einen b23.tv-Kurzlink oder einfach die ganze Teilen-Nachricht aus der Bilibili-App ein: Wir finden den Link darin.',
  placeholder: 'https://www.bilibili.com/video/BV… oder die Teilen-Nachricht der Bilibili-App einfügen',
  hint: 'Auch der vollständige Teilen-Text der App funktioniert, zum Beispiel 【Titel-哔哩哔哩】 https://b23.tv/…',
  shareText: 'bilibili',
  steps: [
    { title: 'Aus der Bilibili-App teilen', text: 'Tippen Sie unter dem Video auf „Teilen“ (分享) und wählen Sie „Link kopieren“ (复制链接). Die kopierte Nachricht enthält einen b23.tv-Link; am Computer kopieren Sie stattdessen die Adresse bilibili.com/video/BV….' },
    { title: 'Ganze Nachricht einfügen', text: 'Fügen Sie sie oben unverändert ein, samt Titel, und klicken Sie auf „Herunterladen“. Sie müssen den Link nicht selbst heraussuchen.' },
    { title: 'Qualität wählen', text: 'Wählen Sie zwischen 360p und 1080p. Bilibili liefert Bild und Ton getrennt, deshalb fügen wir beides für Sie zu einer MP4-Datei zusammen.' },
  ],
  formats: [
    { title: 'DASH-Video und -Audio', text: 'Bilibili liefert AVC-, HEVC- oder AV1-Video und AAC-Audio als getrennte DASH-Streams; die Video-Schaltflächen erzeugen zusammengeführte MP4-Dateien.' },
    { title: 'Nur Audio', text: 'Der M4A-Audiostream für sich allein – ideal für Musik-Uploads und Vorlesungen.' },
  ],
  faq: [
    { question: 'Kann ich den Text einfügen, den die Bilibili-App kopiert?', answer: 'Ja. Die App kopiert eine Nachricht wie 【Videotitel-哔哩哔哩】 https://b23.tv/AbCdEf. Fügen Sie alles ein; wir extrahieren den https-Link automatisch.' },
    { question: 'Welche Qualitäten gibt es ohne Anmeldung?', answer: 'Anonyme Besucher erhalten bei vielen Videos bis zu 480p und bei anderen bis zu 1080p. 1080p+ mit hoher Bitrate, 4K und HDR erfordern eine Anmeldung mit Bilibili-Premium (大会员), die wir nie verwenden.' },
    { question: 'Funktionieren mehrteilige Videos?', answer: 'Jeder Teil hat eine eigene Seite (…?p=2). Fügen Sie den Link des gewünschten Teils ein.' },
    { question: 'Kann ich Bangumi oder kostenpflichtige Kurse herunterladen?', answer: 'Nein. Lizenzierte Anime, Filme und kostenpflichtige Kurse sind geschützt und zahlenden Mitgliedern vorbehalten; nur öffentliche Uploads von Nutzern können heruntergeladen werden.' },
  ],
};
