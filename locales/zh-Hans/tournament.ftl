# 比赛（issue 63）：循环赛与瑞士制。
tournament-format-round-robin = 单循环
tournament-format-double-round-robin = 双循环
tournament-format-swiss = 瑞士制
tournament-created = 第 { $id } 号比赛“{ $name }”开始报名：{ $kind }，{ $format }，{ $rounds ->
    [0] 每位对手各赛一轮
   *[other] 共 { $rounds } 轮
}，{ $time }，{ $rated }，由 { $organiser } 主办。用 /tournament join { $id } 报名。
tournament-not-found = 本服务器没有第 { $id } 号比赛
tournament-bad-name = 比赛名称须为 1 至 { $max } 个字符
tournament-bad-rounds = 瑞士制比赛不能设 { $rounds } 轮：请选择 1 至 { $max } 轮
tournament-not-open = “{ $name }”已不接受报名（已经开始或已经结束）
tournament-already-joined = 你已报名“{ $name }”
tournament-full = 本比赛名额已满（{ $max } 名棋手）
tournament-joined = { $player } 报名了“{ $name }”（共 { $count } 名棋手）。
tournament-not-joined = 你没有参加“{ $name }”
tournament-left = { $player } 退出了“{ $name }”的报名。
tournament-not-running = “{ $name }”不在进行中：开赛前请用 leave 退出报名
tournament-withdrew = { $player } 退出了“{ $name }”；已有成绩保留，之后不再编排对局。
tournament-not-organiser = 只有主办人 { $organiser } 可以开始本比赛
tournament-too-few = 目前只有 { $count } 名棋手报名：本比赛至少需要 { $needed } 名
tournament-too-many = 循环赛容纳不了 { $count } 名棋手：最多 { $max } 名
tournament-started = “{ $name }”开赛，共 { $count } 名棋手，赛 { $rounds } 轮。
tournament-round = “{ $name }”第 { $round } 轮（共 { $rounds } 轮）：
    { $boards }
tournament-board = 第 { $board } 台：{ $first } – { $second }
tournament-board-decided = 第 { $board } 台：{ $first } – { $second } { $score }（弃权判负）
tournament-bye = { $player } 本轮轮空（得 1 分）
tournament-sits-out = { $player } 本轮休息
tournament-result = “{ $name }”第 { $round } 轮第 { $board } 台：{ $first } – { $second } { $score }
tournament-cannot-pair = “{ $name }”第 { $round } 轮无法编排：{ $detail }
tournament-standings = “{ $name }”第 { $round } 轮后排名（共 { $rounds } 轮；积分、去最低布赫兹、布赫兹、索内本–贝格尔、胜局数）：
    { $lines }
tournament-standing-line = { $rank }. { $player }：{ $points }（{ $cut1 }，{ $buchholz }，{ $sb }，{ $wins }）
tournament-finished = “{ $name }”结束。冠军：{ $winners }，积 { $points } 分。
    { $standings }
