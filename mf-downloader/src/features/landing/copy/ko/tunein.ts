import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tunein',
  eyebrow: 'TuneIn 다운로더',
  heading: 'TuneIn 팟캐스트 에피소드 다운로드',
  intro:
    'TuneIn에서 찾은 팟캐스트 에피소드와 주문형 프로그램을 MP3 파일로 저장하세요. TuneIn 에피소드나 프로그램 링크를 붙여넣으면 제작자의 원본 오디오를 가져옵니다.',
  placeholder: 'https://tunein.com/podcasts/…',
  hint: 'tunein.com의 팟캐스트 및 에피소드 페이지를 지원합니다. 실시간 라디오 스트림은 지원하지 않습니다.',
  shareText: null,
  steps: [
    { title: 'TuneIn 링크 복사', text: 'TuneIn 앱에서 에피소드의 공유 버튼을 탭하고 링크를 복사하세요. tunein.com에서는 팟캐스트나 에피소드를 열고 주소를 복사하세요.' },
    { title: '붙여넣고 처리', text: '위 입력란에 링크를 붙여넣고 다운로드를 누르면 오디오 파일이 표시됩니다.' },
    { title: '에피소드 저장', text: 'MP3를 다운로드해 어떤 플레이어에서든 오프라인으로 들으세요.' },
  ],
  formats: [
    { title: 'MP3 에피소드 오디오', text: '제작자의 원본 파일로, 보통 64–128 kbps의 MP3입니다.' },
  ],
  faq: [
    { question: '실시간 라디오 방송국을 녹음할 수 있나요?', answer: '아니요. 실시간 방송국은 파일이 아닌 끊김 없는 스트림이며, 대부분 실시간 청취만 허가되어 있습니다. 팟캐스트와 주문형 에피소드는 다운로드할 수 있습니다.' },
    { question: 'TuneIn Premium 콘텐츠를 다운로드할 수 있나요?', answer: '아니요. 스포츠, 뉴스, 오디오북 등 Premium 콘텐츠는 보호되어 있으며 TuneIn 앱 안에서 구독자만 이용할 수 있습니다.' },
    { question: '왜 음악보다 음질이 낮나요?', answer: '말 위주의 팟캐스트는 보통 64–128 kbps로 게시되며, 목소리는 이 정도로도 충분히 깨끗하게 들립니다. 다시 인코딩하지 않으므로 원본 음질 그대로 받을 수 있습니다.' },
  ],
};
