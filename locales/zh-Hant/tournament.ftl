# 比賽（issue 63）：循環賽與瑞士制。
tournament-format-round-robin = 單循環
tournament-format-double-round-robin = 雙循環
tournament-format-swiss = 瑞士制
tournament-created = 第 { $id } 號比賽「{ $name }」開始報名：{ $kind }，{ $format }，{ $rounds ->
    [0] 每位對手各賽一輪
   *[other] 共 { $rounds } 輪
}，{ $time }，{ $rated }，由 { $organiser } 主辦。用 /tournament join { $id } 報名。
tournament-not-found = 本伺服器沒有第 { $id } 號比賽
tournament-bad-name = 比賽名稱須為 1 至 { $max } 個字元
tournament-bad-rounds = 瑞士制比賽不能設 { $rounds } 輪：請選擇 1 至 { $max } 輪
tournament-not-open = 「{ $name }」已不接受報名（已經開始或已經結束）
tournament-already-joined = 你已報名「{ $name }」
tournament-full = 本比賽名額已滿（{ $max } 名棋手）
tournament-joined = { $player } 報名了「{ $name }」（共 { $count } 名棋手）。
tournament-not-joined = 你沒有參加「{ $name }」
tournament-left = { $player } 退出了「{ $name }」的報名。
tournament-not-running = 「{ $name }」不在進行中：開賽前請用 leave 退出報名
tournament-withdrew = { $player } 退出了「{ $name }」；已有成績保留，之後不再編排對局。
tournament-not-organiser = 只有主辦人 { $organiser } 可以開始本比賽
tournament-too-few = 目前只有 { $count } 名棋手報名：本比賽至少需要 { $needed } 名
tournament-too-many = 循環賽容納不了 { $count } 名棋手：最多 { $max } 名
tournament-started = 「{ $name }」開賽，共 { $count } 名棋手，賽 { $rounds } 輪。
tournament-round = 「{ $name }」第 { $round } 輪（共 { $rounds } 輪）：
    { $boards }
tournament-board = 第 { $board } 台：{ $first } – { $second }
tournament-board-decided = 第 { $board } 台：{ $first } – { $second } { $score }（棄權判負）
tournament-bye = { $player } 本輪輪空（得 1 分）
tournament-sits-out = { $player } 本輪休息
tournament-result = 「{ $name }」第 { $round } 輪第 { $board } 台：{ $first } – { $second } { $score }
tournament-cannot-pair = 「{ $name }」第 { $round } 輪無法編排：{ $detail }
tournament-standings = 「{ $name }」第 { $round } 輪後排名（共 { $rounds } 輪；積分、去最低布赫茲、布赫茲、索內本–貝格爾、勝局數）：
    { $lines }
tournament-standing-line = { $rank }. { $player }：{ $points }（{ $cut1 }，{ $buchholz }，{ $sb }，{ $wins }）
tournament-finished = 「{ $name }」結束。冠軍：{ $winners }，積 { $points } 分。
    { $standings }
