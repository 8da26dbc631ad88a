import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'apple-podcasts',
  eyebrow: 'Apple Podcasts 다운로더',
  heading: 'Apple Podcasts 에피소드를 MP3로 다운로드',
  intro:
    'Apple Podcasts의 에피소드를 MP3 또는 M4A 파일로 저장해 보관하고, 다른 기기로 옮기고, 어디서나 재생하세요. 에피소드 링크를 붙여넣으면 프로그램의 공개 RSS 피드와 원본 오디오 파일을 찾아 드립니다.',
  placeholder: 'https://podcasts.apple.com/us/podcast/…?i=1000…',
  hint: '에피소드 링크에는 ?i= 뒤에 에피소드 ID가 붙어 있습니다. 프로그램이 아닌 에피소드 링크를 복사하세요.',
  shareText: null,
  steps: [
    { title: '에피소드 링크 복사', text: '팟캐스트 앱에서 에피소드 옆의 점 세 개를 탭한 뒤 에피소드 공유 › 복사를 선택하세요. 웹에서는 podcasts.apple.com에서 에피소드를 열고 주소를 복사하세요.' },
    { title: '붙여넣고 처리', text: '위 입력란에 링크를 붙여넣고 다운로드를 누르세요. 프로그램의 피드를 조회해 해당 에피소드를 찾습니다.' },
    { title: '오디오 다운로드', text: '제작자가 업로드한 형식 그대로 에피소드를 저장하세요. 보통 MP3이고, 가끔 M4A입니다.' },
  ],
  formats: [
    { title: '에피소드 원본 오디오', text: '제작자가 RSS 피드에 올린 바로 그 파일로, 보통 64–192 kbps의 MP3입니다.' },
    { title: '에피소드 정보', text: '피드에 정보가 있으면 프로그램 이름, 시즌, 에피소드 번호가 다운로드 위에 표시됩니다.' },
  ],
  faq: [
    { question: 'Apple Podcasts 구독 전용 에피소드도 다운로드할 수 있나요?', answer: '아니요. 유료 구독자에게만 제공되는 에피소드는 Apple이 보호하고 있으며 공개 피드에 포함되지 않습니다.' },
    { question: '프로그램 링크와 에피소드 링크 중 무엇을 복사해야 하나요?', answer: '에피소드 링크입니다. 프로그램 링크는 팟캐스트 전체를 가리키지만, 에피소드 공유로 얻은 링크(?i= 포함)는 원하는 에피소드를 정확히 가리킵니다.' },
    { question: '오디오를 다시 인코딩하나요?', answer: '아니요. 제작자의 원본 파일을 그대로 받으므로 음질과 파일에 포함된 챕터가 그대로 유지됩니다.' },
    { question: 'Spotify 팟캐스트는요?', answer: 'Spotify 독점 콘텐츠는 DRM으로 보호되어 다운로드할 수 없습니다. 많은 프로그램이 Apple Podcasts에도 있거나 RSS 피드를 제공하니 그 링크를 사용하세요.' },
  ],
  note: 'Spotify는 오디오가 DRM으로 보호되어 다운로드할 수 없습니다. 같은 프로그램이 Apple Podcasts에도 있다면 그 링크를 붙여넣으세요.',
};
