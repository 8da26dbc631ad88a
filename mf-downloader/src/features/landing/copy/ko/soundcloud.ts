import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'SoundCloud 다운로더',
  heading: 'SoundCloud 트랙을 MP3로 다운로드',
  intro:
    'SoundCloud의 공개 트랙, 믹스, DJ 세트를 저장해 오프라인으로 들으세요. 트랙 링크를 붙여넣고 SoundCloud가 제공하는 MP3와 Opus 스트림 중에서 고르면 됩니다.',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: 'soundcloud.com 트랙 링크와 snd.sc / on.soundcloud.com 단축 링크를 지원합니다.',
  shareText: null,
  steps: [
    { title: '트랙 링크 복사', text: 'SoundCloud 앱에서 점 세 개 › 공유 › 링크 복사를 차례로 누르세요. 웹사이트에서는 아티스트 페이지가 아닌 트랙 페이지의 주소를 복사하세요.' },
    { title: '붙여넣고 처리', text: '위에 링크를 붙여넣고 다운로드를 누르면 사용할 수 있는 오디오 스트림이 표시됩니다.' },
    { title: '오디오 저장', text: '호환성을 가장 중시한다면 MP3를, 같은 용량에서 더 좋은 음질을 원한다면 Opus를 선택하세요.' },
  ],
  formats: [
    { title: 'MP3 128kbps 스트림', text: '어떤 기기에서든 재생되는 프로그레시브 또는 HLS 방식의 MP3 스트림입니다.' },
    { title: 'Opus 또는 AAC(HLS)', text: '약 64–160kbps의 고효율 스트림으로, HLS 세그먼트를 하나의 파일로 합쳐 드립니다.' },
  ],
  faq: [
    { question: 'SoundCloud Go+ 트랙도 다운로드할 수 있나요?', answer: '아니요. 구독자 전용 트랙은 일반 사용자에게 30초 미리 듣기만 스트리밍되며, 전체 버전은 보호되어 있습니다.' },
    { question: '아티스트가 제공하는 다운로드 버튼은요?', answer: '아티스트가 다운로드를 허용하면 SoundCloud의 버튼으로 원본 파일을 받을 수 있으며, 무손실 파일인 경우도 많습니다. 이 도구는 그 버튼이 없는 공개 트랙에 사용하세요.' },
    { question: '플레이리스트 전체를 다운로드할 수 있나요?', answer: '지금은 트랙을 하나씩 붙여넣어 주세요. 트랙 페이지마다 해당 트랙의 형식이 표시됩니다.' },
    { question: '비트레이트가 왜 128kbps뿐인가요?', answer: 'SoundCloud가 청취자에게 스트리밍하는 것이 바로 그 스트림이기 때문입니다. 재인코딩을 하지 않으므로 SoundCloud가 제공하는 스트림을 추가 손실 없이 그대로 받을 수 있습니다.' },
  ],
};
