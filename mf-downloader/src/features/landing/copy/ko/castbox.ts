import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Castbox 다운로더',
  heading: 'Castbox 팟캐스트 에피소드 다운로드',
  intro:
    'Castbox 에피소드를 앱 밖에서도 보관할 수 있는 오디오 파일로 저장하세요. Castbox FM의 에피소드 링크를 붙여넣고 원본 MP3 또는 M4A를 다운로드하면 됩니다.',
  placeholder: 'https://castbox.fm/episode/…',
  hint: 'castbox.fm 에피소드 링크와 Castbox 앱에서 공유한 링크를 지원합니다.',
  shareText: null,
  steps: [
    { title: 'Castbox 링크 복사', text: 'Castbox 앱에서 에피소드를 열고 공유를 탭한 뒤 링크 복사를 선택하세요. 웹에서는 castbox.fm/episode/… 주소를 복사하세요.' },
    { title: '붙여넣고 처리하기', text: '위 입력란에 링크를 붙여넣고 다운로드를 누르면 에피소드 오디오가 표시됩니다.' },
    { title: '파일 저장', text: '에피소드를 다운로드해 Castbox 앱 없이 어디서나 재생하세요.' },
  ],
  formats: [
    { title: '에피소드 오디오', text: '제작자가 올린 MP3 또는 M4A로, 보통 64–128 kbps이며 에피소드 제목과 프로그램 이름이 위에 표시됩니다.' },
  ],
  faq: [
    { question: '앱 안에서 다운로드하는 것과 같은가요?', answer: 'Castbox 앱에서 다운로드한 파일은 앱 안에만 남습니다. 여기서는 어떤 기기나 플레이어로든 복사할 수 있는 일반 오디오 파일을 받을 수 있습니다.' },
    { question: 'Castbox 프리미엄 에피소드도 다운로드할 수 있나요?', answer: '아니요. 유료 및 프리미엄 에피소드는 구독자 전용이며, 무료로 공개된 에피소드만 다운로드할 수 있습니다.' },
    { question: '채널 링크 대신 에피소드 링크를 써야 하는 이유는 무엇인가요?', answer: '채널 링크는 프로그램 전체를 가리킵니다. 에피소드 링크는 원하는 오디오 파일을 정확히 지정합니다.' },
  ],
};
