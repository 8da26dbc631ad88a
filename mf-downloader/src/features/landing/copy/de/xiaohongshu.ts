import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: 'Xiaohongshu-Downloader (RedNote)',
  heading: 'Xiaohongshu-Videos herunterladen (RedNote)',
  intro:
    'Speichern Sie Video-Notizen von Xiaohongshu (小红书, auch RedNote genannt) ohne App als MP4. Fügen Sie einen xiaohongshu.com-Link, einen xhslink.com-Kurzlink oder die ganze Teilen-Nachricht aus der App ein.',
  placeholder: 'RedNote-Teilen-Nachricht einfügen oder https://www.xiaohongshu.com/explore/…',
  hint: 'Die ganze Nachricht aus der App funktioniert, z. B. „… http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！“',
  shareText: 'xiaohongshu',
  steps: [
    { title: 'Aus der App kopieren', text: 'Öffnen Sie die Video-Notiz, tippen Sie oben rechts auf den Teilen-Pfeil und wählen Sie „Link kopieren“ (复制链接). Die App kopiert eine Nachricht, die einen xhslink.com-Link enthält.' },
    { title: 'Nachricht einfügen', text: 'Fügen Sie alles oben ein, samt Emojis und chinesischem Text, und klicken Sie auf „Herunterladen“. Den Link suchen wir heraus.' },
    { title: 'Video speichern', text: 'Wählen Sie die MP4-Datei, um das Video der Notiz mit Ton zu speichern.' },
  ],
  formats: [
    { title: 'MP4-Video', text: 'Das Video der Notiz in H.264 oder H.265 mit AAC-Ton, meist in 720p oder 1080p.' },
    { title: 'Tonspur', text: 'Stellt die Notiz eine separate Tonspur bereit, erscheint sie unter „Nur Audio“.' },
  ],
  faq: [
    { question: 'Wie sieht die Teilen-Nachricht von Xiaohongshu aus?', answer: 'Etwa so: „76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！“. Fügen Sie sie unverändert ein.' },
    { question: 'Kann ich Bild-Notizen herunterladen?', answer: 'Nur Notizen mit Video ergeben eine herunterladbare Datei. Bei reinen Foto-Notizen gibt es hier nichts herunterzuladen.' },
    { question: 'Warum funktioniert mein Link nicht?', answer: 'Xiaohongshu-Links laufen ab, und manche Notizen sind nur für Follower oder nur in der App sichtbar. Kopieren Sie einen neuen Link aus der App und versuchen Sie es erneut; private Notizen können nicht heruntergeladen werden.' },
    { question: 'Ist RedNote dasselbe wie Xiaohongshu?', answer: 'Ja. RedNote ist der englische Name von 小红书 („Kleines rotes Buch“). Links unter beiden Namen funktionieren.' },
  ],
};
