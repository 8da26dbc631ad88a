import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'instagram',
  eyebrow: 'Instagram 다운로더',
  heading: 'Instagram 릴스, 동영상, 스토리 다운로드',
  intro: 'Instagram 릴스, 동영상 게시물, IGTV 동영상, 공개 스토리를 소리가 포함된 MP4로 저장하세요. 공개 게시물의 링크만 붙여넣으면 되며, 여기서 Instagram에 로그인할 필요가 없습니다.',
  placeholder: 'https://www.instagram.com/reel/… 또는 https://www.instagram.com/p/…',
  hint: '공개 계정의 릴스(/reel/), 게시물(/p/), IGTV(/tv/) 링크를 지원합니다.',
  shareText: null,
  steps: [
    { title: 'Instagram에서 링크 복사', text: '릴스나 게시물 아래의 종이비행기 모양 공유 아이콘을 누르고 링크 복사를 선택하세요. 브라우저에서는 게시물 주소를 복사하세요.' },
    { title: '여기에 붙여넣기', text: '위에 링크를 붙여넣고 다운로드를 누르세요. 여러 장으로 된 캐러셀 게시물은 포함된 모든 동영상이 표시됩니다.' },
    { title: 'MP4 저장', text: '화질을 선택하세요. 영상만 있는 스트림은 서버에서 소리와 병합됩니다.' },
  ],
  formats: [
    { title: '소리 포함 MP4', text: '릴스와 게시물을 업로드된 해상도로 제공하며, 릴스는 보통 최대 1080x1920입니다.' },
    { title: 'DASH 동영상 및 오디오', text: '최근 업로드는 동영상과 오디오가 별도 스트림으로 제공됩니다. 동영상 화질을 고르면 소리를 합쳐 드립니다.' },
    { title: '오디오만', text: '릴스의 사운드트랙을 M4A로 저장할 수 있어 클립의 원본 오디오가 필요할 때 유용합니다.' },
  ],
  faq: [
    { question: '비공개 계정에서도 다운로드할 수 있나요?', answer: '아니요. 비공개 계정의 게시물과 스토리는 승인된 팔로워만 볼 수 있으므로 다운로드할 수 없습니다.' },
    { question: '스토리도 되나요?', answer: '아직 게시 중인 공개 스토리는 스토리 링크로 가져올 수 있는 경우가 많습니다. Instagram은 스토리에 대한 익명 접근을 제한하므로 하이라이트나 동영상 게시물이 더 안정적입니다.' },
    { question: '계정 주인이 알게 되나요?', answer: '아니요. 계정을 전혀 사용하지 않으므로 회원님의 계정으로 게시, 좋아요, 조회가 이루어지지 않습니다.' },
    { question: '왜 사진만 나오나요?', answer: '이미지 게시물에는 동영상이 없습니다. 여기서는 릴스, 동영상 게시물, 캐러셀 속 동영상 슬라이드만 다운로드 가능한 파일이 됩니다.' },
  ],
};
