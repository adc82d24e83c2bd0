# Lessons: the messages of a stage.

lesson-missed-line = 这步棋合法，但在这里达不到目标。
lesson-missed-loses = 这步棋会输：对方走 { $move } 就赢了。
lesson-missed-moves = 已经走了 { $moves } 步，还没有达到目标。
lesson-missed-ended = 还没达到目标，棋局就结束了（{ $reason }）。
lesson-restart = 本关重新开始。
lesson-solved = 做得好！用 { $moves } 步达到目标：3 颗星得到 { $stars } 颗。
lesson-goal-reach = 目标：走到 { $square }。
lesson-goal-capture = 目标：在 { $square } 吃子。
lesson-goal-den = 目标：进入对方兽穴。
lesson-goal-win = 目标：赢得这盘棋。
lesson-goal-mate = 目标：在机器人的防守下 { $moves } 步内获胜。
lesson-goal-only-move = 目标：找出唯一不会立刻输棋的一步。
lesson-next = 输入 learn 进入下一关，或输入 learn N 进入第 N 课。
lesson-no-such = 没有这一课：请选择 1 到 { $count }。
lesson-none = 无法读取这个游戏的课程。
lesson-stage = 第 { $lesson } 课：{ $title }（第 { $stage } 关，共 { $stages } 关）
# The lessons in play (the console's learn, Discord's /learn).

lesson-intro =
    { $header }
    { $instruction }
    { $goal }
lesson-wrong =
    { $why }
    { $hint }
    本关重新开始。
lesson-reply = 机器人应着 { $move }。轮到你走。
lesson-go-on = 很好。请再走一步。
lesson-solved-progress =
    { $solved }
    { $progress }
lesson-not-saved =
    { $solved }
    无法保存你的星星：{ $detail }
lesson-button-next = 下一关
lesson-progress = { $game }课程：已完成 { $done }/{ $total } 关，获得 { $stars }/{ $max } 颗星。
lesson-course-done = 你已经学完了所有课程！{ $progress } 输入课的编号即可重玩那一课。
lesson-last-stage = 这是课程的最后一关。还有 { $left } 关没有得到星星：输入 learn（或 /learn）会带你去其中的第一关。{ $progress }
lesson-profile =
    { $profile }
    { $progress }
lesson-stale = 这个课程菜单已过期：请用 /learn 继续。
lesson-help = 在课程中：像下棋一样输入着法；hint 重复本关提示；board 再次显示棋盘；learn next 跳到下一关；learn N 开始第 N 课；quit 退出。
cmd-learn = 学习
cmd-learn-desc = 新手课程：有目标和星星的小关卡（只有你能看到）
cmd-learn-lesson = 课
cmd-learn-lesson-desc = 课的编号（默认：你上次停下的地方）

# Jungle lessons (assets/lessons/jungle.toml).

lesson-jungle-moves = 走法：一次一步
lesson-jungle-moves-hint = 动物每次向上、下、左、右走一格，不能斜走，不能下水（鼠除外），也不能进自己的兽穴。
lesson-jungle-moves-1 = 每只动物一次向上、下、左、右走一格。把你的象走到 d5。
lesson-jungle-moves-2 = 动物不能斜走。把你的狼走到 b3。
lesson-jungle-moves-3 = 两条河是水，猫不会游泳。绕过河走到 b7。
lesson-jungle-moves-4 = 动物不能进入自己的兽穴（d1）。让豹绕过它走到 e1。
lesson-jungle-moves-5 = 两河之间有一条陆路。让狗沿着它走到 d7。
lesson-jungle-ranks = 谁吃谁
lesson-jungle-ranks-hint = 动物能吃等级相同或更低的动物：象8、狮7、虎6、豹5、狼4、狗3、猫2、鼠1。
lesson-jungle-ranks-1 = 象（8）最强。吃掉 d4 的狮。
lesson-jungle-ranks-2 = 你的狮（7）能吃虎（6），不能吃象（8）。吃掉能吃的那只。
lesson-jungle-ranks-3 = 等级相同可以互吃。你的狼吃掉 d5 的蓝狼；豹太强了。
lesson-jungle-ranks-4 = 狗（3）能吃猫（2），不能吃豹（5）。吃掉猫。
lesson-jungle-ranks-5 = 猫（2）吃掉角上的鼠（1）；狗（3）对它来说太强了。
lesson-jungle-rat = 鼠会游泳
lesson-jungle-rat-hint = 只有鼠能下水。水里和岸上之间不能互吃，哪个方向都不行。
lesson-jungle-rat-1 = 只有鼠会游泳。把它带进河里，走到 c5。
lesson-jungle-rat-2 = 直接游过河，到 b7。
lesson-jungle-rat-3 = 鼠在水里可以向各个方向游。游到 f5。
lesson-jungle-rat-4 = 水里鼠遇鼠：吃掉 c6 的蓝鼠。
lesson-jungle-rat-5 = 你的鼠在岸上不能吃水里的鼠。先下水，再在 c5 吃掉它。
lesson-jungle-rat-elephant = 鼠与象
lesson-jungle-rat-elephant-hint = 鼠能吃象；象永远不能吃鼠。水里的鼠不能吃岸上的象。
lesson-jungle-rat-elephant-1 = 最小的胜过最大的：鼠能吃象。在 a7 吃掉它。
lesson-jungle-rat-elephant-2 = 你的象永远不能吃鼠。改吃 d3 的狼。
lesson-jungle-rat-elephant-3 = 鼠在水里，象在岸上：不能隔岸吃。先上岸，再在 a5 吃掉它。
lesson-jungle-rat-elephant-4 = 蓝鼠威胁你的象，象不能吃它。让狗吃掉鼠。
lesson-jungle-rat-elephant-5 = 有些棋规允许水里的鼠吃岸上的象（规则 rat_captures_elephant_from_water）。这里可以：从河里吃掉它。
lesson-jungle-jumps = 狮虎跳河
lesson-jungle-jumps-hint = 狮和虎可以沿直线从岸边跳过河，落在对岸第一格陆地上，落点可以吃子。
lesson-jungle-jumps-1 = 狮和虎可以沿直线跳过河。让狮从 b3 跳到 b7。
lesson-jungle-jumps-2 = 它们也能横着跳过河。让虎从 a5 跳到 d5。
lesson-jungle-jumps-3 = 跳河可以在落点吃子。跳过去吃掉 g5 的豹。
lesson-jungle-jumps-4 = 虎也会跳。隔河吃掉 d4 的狼。
lesson-jungle-jumps-5 = 按 vertical-tiger 规则，虎只能竖着跳，不能横跳。吃掉 f7 的狗。
lesson-jungle-blocked-jumps = 跳河被挡
lesson-jungle-blocked-jumps-hint = 跳河路线上水里有鼠就会挡住跳跃，不管是你的鼠还是蓝方的。换一条线跳，或者把鼠移开。
lesson-jungle-blocked-jumps-1 = b5 的蓝鼠挡住了跳跃。从另一列跳过去，走到 b7。
lesson-jungle-blocked-jumps-2 = 自己的鼠也会挡。先把它移开，再跳过去吃掉 d5 的狼。
lesson-jungle-blocked-jumps-3 = 蓝鼠挡住了 e 列。另找一条路去吃 e7 的豹。
lesson-jungle-blocked-jumps-4 = f5 的鼠挡住了横跳。用别的办法吃掉 d5 的狗。
lesson-jungle-blocked-jumps-5 = 按 jump_blocked_by = enemy 规则，只有对方的鼠才挡。跳过自己的鼠吃掉狼。
lesson-jungle-your-traps = 你的陷阱
lesson-jungle-your-traps-hint = 你的陷阱是兽穴旁的 c1、e1 和 d2。站在上面的蓝方动物等级为 0：你的任何动物都能吃它。
lesson-jungle-your-traps-1 = 蓝象站在你的陷阱 c1 上，等级为 0。连猫都能吃它。
lesson-jungle-your-traps-2 = 蓝狮在你的陷阱 d2 上。用狗吃掉它。
lesson-jungle-your-traps-3 = 任何动物都能吃你陷阱上的敌人，鼠也行。吃掉 e1 的豹。
lesson-jungle-your-traps-4 = 蓝虎走进了 d2。你的狼（4）可以在那里吃掉它。
lesson-jungle-your-traps-5 = d2 的蓝狮下一步就会进你的兽穴。找出唯一能阻止它的一步。
lesson-jungle-their-traps = 双方的陷阱
lesson-jungle-their-traps-hint = 在对方陷阱上你的动物等级为 0：谁都能吃它，它也吃不了谁。自己的陷阱不会削弱你。
lesson-jungle-their-traps-1 = 现在你执蓝方：你的陷阱是 c9、e9 和 d8。红狮在 d8 很弱：用猫吃掉它。
lesson-jungle-their-traps-2 = 自己的陷阱不会削弱你。d2 的猫吃掉 c2 的蓝猫。
lesson-jungle-their-traps-3 = 你执蓝方。红狗在 e9 威胁你的兽穴，它在你的陷阱上等级为 0。找出唯一能救你的一步。
lesson-jungle-their-traps-4 = 按 engine 规则（trapped_piece_can_capture），陷阱里的动物进攻时保持原等级。从陷阱上吃掉 b9 的猫。
lesson-jungle-their-traps-5 = 按 universal_traps 规则，任何陷阱都削弱任何动物，蓝方在自己陷阱上也一样。猫吃掉 c9 的狮。
lesson-jungle-den = 兽穴
lesson-jungle-den-hint = 进入蓝方兽穴（d9）立即获胜。蓝方陷阱守着它：旁边的蓝方动物能吃掉站在陷阱上的你的棋子。
lesson-jungle-den-1 = 进入 d9 的蓝方兽穴立即获胜。你的狗就在旁边：进去！
lesson-jungle-den-2 = 让狼走三步进入兽穴。
lesson-jungle-den-3 = 跳河最快。先让狮跳河，再走进兽穴。
lesson-jungle-den-4 = 蓝猫在防守兽穴。两步进入兽穴；蓝方会应对。
lesson-jungle-den-5 = 你的狗和蓝狮都离兽穴只有一步。你先走：赢下这场比赛！
lesson-jungle-other-wins = 不进兽穴也能赢
lesson-jungle-other-wins-hint = 蓝方没有棋子了，或者轮到蓝方时无路可走，你也赢。
lesson-jungle-other-wins-1 = 吃掉蓝方最后一只动物就赢了。吃掉鼠。
lesson-jungle-other-wins-2 = 无路可走的一方输。蓝虎被困在角落：堵住它最后一格（或者吃掉它）。
lesson-jungle-other-wins-3 = 跳过去吃掉蓝方最后一只动物，b7 的猫。
lesson-jungle-other-wins-4 = 蓝方只剩狮了。你的象吃掉它。
lesson-jungle-other-wins-5 = 蓝方最后一只是 g5 的象。你的鼠要先上岸才能吃它。
lesson-jungle-repetition = 重复局面与和棋
lesson-jungle-repetition-hint = 同一局面第三次出现即为和棋，连续 100 步没有吃子也是和棋。改变局面，或者及时吃子。
lesson-jungle-repetition-1 = 这个局面已经出现过两次。退回 d5 就会第三次重复：和棋。改为进兽穴取胜。
lesson-jungle-repetition-2 = 按 repetition = forbid 规则，第三次重复的着法不允许。进兽穴取胜。
lesson-jungle-repetition-3 = 你执蓝方，这个局面已经出现过两次。别退回 d5：走进 d1 的红方兽穴。
lesson-jungle-repetition-4 = 已经 99 步没有吃子：再走一步不吃子就和棋。现在吃子。
lesson-jungle-repetition-5 = 已经 99 步没有吃子。在和棋之前吃掉蓝方最后一只动物。
lesson-jungle-tactics = 初级战术
lesson-jungle-tactics-hint = 每走一步之前，先看蓝方的威胁：首先是进兽穴，然后是你可能丢的棋子。
lesson-jungle-tactics-1 = 两条路通向兽穴，但蓝猫守着其中一条。走安全的那条。
lesson-jungle-tactics-2 = e1 的蓝虎离你的兽穴只有一步。只有一步能救你。
lesson-jungle-tactics-3 = 你的狗离蓝方兽穴两步，但蓝狮离你的兽穴只有一步。先防守。
lesson-jungle-tactics-4 = 蓝象挡不住鼠。让你的鼠溜进兽穴。
lesson-jungle-tactics-5 = 两步之内获胜，无论机器人怎么走。
# Xiangqi lessons (assets/lessons/xiangqi.toml).

lesson-xiangqi-chariot = 车
lesson-xiangqi-chariot-hint = 车沿直线走任意步数，但不能越过其他棋子。
lesson-xiangqi-chariot-1 = 棋子走在交叉点上。车可以沿直线走任意远：把车走到 a8。
lesson-xiangqi-chariot-2 = 两步拐个弯：把车走到 h7。
lesson-xiangqi-chariot-3 = 走到对方棋子的位置就是吃子。吃掉 a7 的马。
lesson-xiangqi-chariot-4 = 自己的兵挡住了 a 路，车不能跳。绕过去吃掉 a6 的车。
lesson-xiangqi-chariot-5 = 车也能横走。吃掉 h4 的炮。
lesson-xiangqi-horse = 马
lesson-xiangqi-horse-hint = 马先直走一步，再斜着向外走一步。第一步的位置（马腿）有棋子就走不了（蹩马腿）。
lesson-xiangqi-horse-1 = 马走“日”字：先直一步再斜一步。两步走到 d4。
lesson-xiangqi-horse-2 = 用马吃掉 d5 的炮。
lesson-xiangqi-horse-3 = b1 的车蹩住了马腿。先让开，再把马走到 c2。
lesson-xiangqi-horse-4 = e5 的卒蹩住了马向上的腿。它还能吃哪个子？
lesson-xiangqi-horse-5 = 马跳过半个棋盘，三步吃掉 e6 的卒。
lesson-xiangqi-elephant = 相（象）
lesson-xiangqi-elephant-hint = 相走“田”字：斜走两格，不能过河，田字中心（象眼）有子就走不了（塞象眼）。
lesson-xiangqi-elephant-1 = 相斜走两格。两步走到 c4。
lesson-xiangqi-elephant-2 = d1 的马塞住了象眼。先让开，再把相走到 e2。
lesson-xiangqi-elephant-3 = 相不能过河，所以 e6 的马是安全的。吃掉 a2 的车。
lesson-xiangqi-elephant-4 = 一匹马闯进了你的阵地。用相吃掉它。
lesson-xiangqi-elephant-5 = 去守另一翼：把相走到 i2。
lesson-xiangqi-palace = 帅与仕：九宫
lesson-xiangqi-palace-hint = 帅和仕不能走出九宫（d 到 f 路，0 到 2 线）。帅直走一步，仕斜走一步。
lesson-xiangqi-palace-1 = 帅在九宫里直走一步。走到 e2。
lesson-xiangqi-palace-2 = 不出九宫，走到 d2。
lesson-xiangqi-palace-3 = 仕在九宫里斜走一步。走到 f2。
lesson-xiangqi-palace-4 = d2 的马在将你的军。用仕吃掉它。
lesson-xiangqi-palace-5 = 帅也能吃子，只要那个点安全。吃掉 e1 的车。
lesson-xiangqi-cannon = 炮
lesson-xiangqi-cannon-hint = 炮走法和车一样，但吃子必须隔一个子（炮架）跳吃，炮架是谁的都可以。
lesson-xiangqi-cannon-1 = 不吃子时，炮走法和车一样。走到 h6。
lesson-xiangqi-cannon-2 = 炮吃子要隔一个子。以 h7 的炮为炮架，吃掉 h9 的马。
lesson-xiangqi-cannon-3 = 你的炮和 b6 的车之间没有子，吃不了它。吃掉它后面的马。
lesson-xiangqi-cannon-4 = 炮和 c9 的马之间隔了两个子，太多了。隔一个子吃掉 c6 的卒。
lesson-xiangqi-cannon-5 = 开局局面：你的炮马上就能吃马。吃掉 b9 的马。
lesson-xiangqi-soldier = 兵与河界
lesson-xiangqi-soldier-hint = 兵每次向前走一步。过河以后也能横走，但永远不能后退。
lesson-xiangqi-soldier-1 = 兵向前走一步。让它过河走到 e5。
lesson-xiangqi-soldier-2 = 过河的兵可以横走。走到 c5。
lesson-xiangqi-soldier-3 = 你的兵已经过河：吃掉旁边的马。
lesson-xiangqi-soldier-4 = 没过河的兵只能向前。走到 b5。
lesson-xiangqi-soldier-5 = 兵不能后退，所以它后面的马是安全的。吃掉 d6 的炮。
lesson-xiangqi-generals = 将帅不能照面
lesson-xiangqi-generals-hint = 两个将帅不能在同一条直线上直接相对，中间没有子。夹在中间的子不能离开这条线。
lesson-xiangqi-generals-1 = e4 的马是两个将帅之间唯一的子，不能走。用车吃掉 a7 的马。
lesson-xiangqi-generals-2 = 黑马在 e5 挡在两个将帅之间，不能离开 e 路。吃掉 d7 的车，马不能反吃。
lesson-xiangqi-generals-3 = 你的帅控制着空着的 e 路：黑将不能走上去。一步将死。
lesson-xiangqi-generals-4 = 这次你的帅控制 d 路。一步将死。
lesson-xiangqi-generals-5 = 黑将在 f9，不能走到 e9。一步将死。
lesson-xiangqi-check = 将军
lesson-xiangqi-check-hint = 帅被攻击（被将军）时必须应将：吃掉进攻的子、垫子挡住，或者移动帅。不能走别的棋。
lesson-xiangqi-check-1 = 黑车在将军。吃掉它来应将。
lesson-xiangqi-check-2 = e6 的车将军。垫子挡住：把炮走到 e2。
lesson-xiangqi-check-3 = d2 的马在将军，现在不能去吃炮。吃掉马。
lesson-xiangqi-check-4 = a1 的车沿 1 线将军，马控制着 e2。把帅走到安全的 e0。
lesson-xiangqi-check-5 = 黑炮隔着你的兵将军。再垫一个子：把仕走到 e1。
lesson-xiangqi-checkmate = 将死
lesson-xiangqi-checkmate-hint = 将死：将被将军而且没有办法解救。看看将能走的每一个点。
lesson-xiangqi-checkmate-1 = 一步杀：你的兵控制 e8，帅控制 d 路。
lesson-xiangqi-checkmate-2 = 用兵一步杀，马在保护它。
lesson-xiangqi-checkmate-3 = 马控制 d9 和 f9。把炮架在马后：一步杀（马后炮）。
lesson-xiangqi-checkmate-4 = 你的帅控制 e 路。用车在 d 路一步将死。
lesson-xiangqi-checkmate-5 = 双车错杀：一车控制 8 线，另一车在 9 线将军。两步杀。
lesson-xiangqi-stalemate = 困毙也算输
lesson-xiangqi-stalemate-hint = 象棋里无子可动的一方算输，即使没有被将军。堵住将最后一个能走的点。
lesson-xiangqi-stalemate-1 = 黑将只能走 f9。堵住这个点：无棋可走，黑方就输了。
lesson-xiangqi-stalemate-2 = 黑将不能走 e9（会将帅照面）。控制 d8，黑方就无棋可走。
lesson-xiangqi-stalemate-3 = 用马控制 d8，黑方就无棋可走。
lesson-xiangqi-stalemate-4 = f9 的黑将只剩一个空点。用兵堵住它。
lesson-xiangqi-stalemate-5 = d7 的黑将不能走 e7。用车把它困住。
lesson-xiangqi-perpetual = 重复局面与长将
lesson-xiangqi-perpetual-hint = 反复将军造成重复局面，按标准规则是和棋，按亚洲规则长将的一方判负。找出能赢的一步。
lesson-xiangqi-perpetual-1 = 亚洲规则。你已经用车绕同一个圈将了两遍：第三遍就因长将判负。改为将死对方。
lesson-xiangqi-perpetual-2 = 标准规则：第三遍将军会重复局面，和棋。改为将死对方。
lesson-xiangqi-perpetual-3 = 亚洲规则，你执黑：你已经绕同一个圈将了两遍。别再这样将第三遍：将死对方。
lesson-xiangqi-perpetual-4 = 标准规则，你执黑：第三遍将军就是重复局面和棋。改为将死对方。
