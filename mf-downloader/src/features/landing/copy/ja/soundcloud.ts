import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'SoundCloud ダウンローダー',
  heading: 'SoundCloud の曲を MP3 でダウンロード',
  intro:
    'SoundCloud で公開されている曲、ミックス、DJ セットを保存して、オフラインで聴けます。曲のリンクを貼り付けて、SoundCloud が提供する MP3 と Opus のストリームから選んでください。',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: 'soundcloud.com の曲のリンクと、snd.sc / on.soundcloud.com の短縮リンクに対応しています。',
  shareText: null,
  steps: [
    { title: '曲のリンクをコピー', text: 'SoundCloud アプリで、三点アイコン ›「共有」›「リンクをコピー」の順にタップします。ウェブサイトでは、曲のページ（アーティストのページではありません）のアドレスをコピーしてください。' },
    { title: '貼り付けて処理', text: '上の欄にリンクを貼り付けて「ダウンロード」を押すと、利用できる音声ストリームが表示されます。' },
    { title: '音声を保存', text: '互換性を重視するなら MP3、同じファイルサイズでより高音質にしたいなら Opus を選んでください。' },
  ],
  formats: [
    { title: '128 kbps の MP3', text: 'どのデバイスでも再生できる、プログレッシブまたは HLS の MP3 ストリームです。' },
    { title: 'Opus または AAC（HLS）', text: '約 64–160 kbps の高効率なストリームで、HLS のセグメントを 1 つのファイルに結合します。' },
  ],
  faq: [
    { question: 'SoundCloud Go+ の曲はダウンロードできますか？', answer: 'いいえ。有料会員限定の曲は、一般には 30 秒のプレビューしか配信されず、フルバージョンは保護されています。' },
    { question: 'アーティスト自身のダウンロードボタンとの違いは？', answer: 'アーティストがダウンロードを許可している場合、SoundCloud のボタンから元のファイルを入手でき、ロスレスのことも多くあります。このツールは、そのボタンがない公開曲にお使いください。' },
    { question: 'プレイリストをまとめてダウンロードできますか？', answer: '現在は 1 曲ずつ貼り付けてください。曲ごとのページに、それぞれの形式が表示されます。' },
    { question: 'ビットレートが 128 kbps しかないのはなぜですか？', answer: 'SoundCloud がリスナーに配信しているのがそのストリームだからです。再エンコードはしないため、SoundCloud が配信するストリームをそのまま、余計な劣化なしで入手できます。' },
  ],
};
